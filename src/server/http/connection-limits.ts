import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  /**
   * How long a kept-alive socket may sit idle between requests. Above the idle time of the reverse proxy in
   * front, so the proxy always closes first: when the server closes first, a request the proxy has just sent on
   * that socket meets a reset, and the visitor gets a 502 (Node's default is 5 s; Caddy keeps 2 minutes).
   */
  keepAliveMs: number
  /** How long a client may take to send a request's headers, from its first byte (a slow-headers client). */
  headersMs: number
  /** How long a client may take to send a whole request, body included (a slow-body client). */
  requestMs: number
}

/** How often Node checks the two timeouts above: they can only be late by this much (Node's default is 30 s). */
const CHECK_INTERVAL_MS = 1_000
/** How long a refused client may go on sending the body nobody reads before its socket is cut. */
const LINGER_MS = 5_000

/** Options for `http.createServer`: the timeout check runs at this interval (it cannot be changed later). */
export const connectionServerOptions = { connectionsCheckingInterval: CHECK_INTERVAL_MS }

/**
 * Bounds every connection: idle sockets live longer than the proxy's (no 502s on reuse), a client that never
 * finishes its headers or its request is answered 408 and cut off (see unparsable-requests.ts), and an answer
 * given before the request's body was read closes the connection honestly (closeAfterUnreadBodies).
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits) {
  server.keepAliveTimeout = limits.keepAliveMs
  server.headersTimeout = limits.headersMs
  server.requestTimeout = limits.requestMs
  closeAfterUnreadBodies(server)
}

/**
 * An answer sent while the request's body is still unread (a 413 for an oversized upload, a 403 before a body
 * is parsed) ends the connection: the unread bytes cannot be told apart from the next request, so the socket
 * cannot be reused. Node and Hono would say `Connection: keep-alive` and then drop the socket, and the client's
 * next request on it failed. Here the answer says `Connection: close`, and after it the rest of the body is read
 * and dropped for up to LINGER_MS (closing a socket with unread bytes resets it, and the client may lose the
 * answer it has not read yet).
 */
export function closeAfterUnreadBodies(server: Server) {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request) || request.complete) return
    const keepAlive = response.shouldKeepAlive
    // Until the body is read, an answer would close; once it is, keep-alive is as it was.
    response.shouldKeepAlive = false
    request.once('end', () => {
      if (!response.headersSent) response.shouldKeepAlive = keepAlive
    })
    // Node closes the socket after the last answer with destroySoon(): this socket's does it gently.
    lingerBeforeClose(request.socket)
  })
}

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0

/** Replaces Node's close after the last answer: our side ends, the client's bytes are read until it closes. */
function lingerBeforeClose(socket: Socket) {
  socket.destroySoon = function lingeringClose() {
    if (this.destroyed) return
    this.end()
    this.resume()
    const cut = setTimeout(() => this.destroy(), LINGER_MS)
    cut.unref()
    this.once('close', () => clearTimeout(cut))
    this.once('end', () => this.destroy())
  }
}
