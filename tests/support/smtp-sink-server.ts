/**
 * The SMTP sink as a process of its own, for the browser tests (playwright.config.ts starts it beside the app):
 * `tsx tests/support/smtp-sink-server.ts <smtp port> <http port>`. A real SMTP server the app's lead emails go
 * to; tests read what arrived from `GET /messages` (JSON) on the HTTP port.
 */
import http from 'node:http'
import { startSmtpSink } from './smtp-sink'

const smtpPort = Number(process.argv[2] ?? 0)
const httpPort = Number(process.argv[3] ?? 0)
const sink = await startSmtpSink(smtpPort)
const server = http.createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(sink.messages))
})
await new Promise<void>((resolve) => server.listen(httpPort, '127.0.0.1', resolve))
console.log(`SMTP sink on ${sink.url}, its mailbox on http://127.0.0.1:${httpPort}/messages`)
const stop = () => {
  server.close()
  void sink.close().then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
