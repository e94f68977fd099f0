import { STATUS_CODES, type Server as HttpServer } from 'node:http'
import type { Duplex } from 'node:stream'

/** How long a client that keeps sending after its refusal may go on before the connection is cut. */
const DRAIN_MS = 5_000

const statusFor = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW'
    ? 431
    : code === 'HPE_URI_TOO_LONG'
      ? 414
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400

/**
 * Requests Node cannot parse (a URL or headers past its 16 kB limit, broken syntax) get their 4xx and a clean
 * close. Node's default answer destroys the socket at once: when the client is still sending (a 100 kB URL), the
 * unread bytes make the kernel reset the connection, and the client often sees ECONNRESET instead of the 431.
 * Here the answer is sent, our side is closed, and what the client still sends is read and dropped.
 */
export function answerUnparsableRequests(server: HttpServer) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusFor(error.code)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    socket.resume()
    setTimeout(() => socket.destroy(), DRAIN_MS).unref()
  })
}
