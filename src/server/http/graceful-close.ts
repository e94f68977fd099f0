import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

export interface DrainOptions {
  /** After this long, sockets still open are destroyed, busy or not. */
  graceMs: number
  /**
   * A keep-alive socket that has carried no request for this long since the drain began is closed. A client
   * mid-stream sends its next request well within it and gets `Connection: close` on the answer instead.
   */
  idleMs: number
}

/**
 * Lets a server stop without failing a request (for SIGTERM during a rolling deploy). Call it once, right after
 * the server is created; `drain()` then:
 * 1. stops accepting connections, but keeps the open ones (http.Server.close() would also close idle keep-alive
 *    sockets at once, resetting any client whose next request is already on the wire);
 * 2. answers every request still to be answered, and every one that arrives on an open socket, with
 *    `Connection: close`, so each client closes cleanly after its answer;
 * 3. closes sockets that stay idle past `idleMs`, and destroys whatever is left after `graceMs`.
 * It resolves when every connection is closed, with how many were cut at the grace deadline (0: a clean drain).
 */
export function gracefulClose(server: Server, options: DrainOptions) {
  const sockets = new Set<Socket>()
  const unanswered = new Set<ServerResponse>()
  const lastRequestAt = new WeakMap<Socket, number>()
  let draining = false

  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    lastRequestAt.set(request.socket, Date.now())
    if (draining) response.setHeader('Connection', 'close')
    unanswered.add(response)
    response.once('finish', () => unanswered.delete(response))
    response.once('close', () => unanswered.delete(response))
  })

  return function drain(): Promise<number> {
    draining = true
    const started = Date.now()
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close')
    NetServer.prototype.close.call(server)

    let cut = 0
    return new Promise((resolve) => {
      const tick = setInterval(() => {
        const now = Date.now()
        if (sockets.size === 0) {
          clearInterval(tick)
          resolve(cut)
          return
        }
        if (now - started >= options.graceMs) {
          for (const socket of sockets) {
            if (socket.destroyed) continue
            cut++
            socket.destroy()
          }
          return
        }
        if (now - started < options.idleMs) return
        for (const socket of sockets) {
          const busy = [...unanswered].some((response) => response.socket === socket)
          const quietSince = Math.max(started, lastRequestAt.get(socket) ?? 0)
          if (!busy && now - quietSince >= options.idleMs) socket.end()
        }
      }, 50)
    })
  }
}
