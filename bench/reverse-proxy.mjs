/**
 * A small round-robin HTTP reverse proxy for `npm run bench -- replicas`, run as its own process:
 * `node bench/reverse-proxy.mjs <listen port> <upstream port>...`. It listens on 127.0.0.1 only, sends each
 * request to the next upstream on 127.0.0.1 over a keep-alive agent, appends the client's address to
 * X-Forwarded-For (as Caddy does), and answers 502 when an upstream fails. Not for production: no retries, no
 * health checks, no timeouts beyond Node's own.
 */
import http from 'node:http'

const [listenPort, ...upstreamPorts] = process.argv.slice(2).map(Number)
if (!listenPort || upstreamPorts.length === 0 || upstreamPorts.some((port) => !port)) {
  console.error('usage: node bench/reverse-proxy.mjs <listen port> <upstream port>...')
  process.exit(2)
}

// Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110, 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
])
const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
let next = 0

const server = http.createServer((req, res) => {
  const port = upstreamPorts[next++ % upstreamPorts.length]
  const client = req.socket.remoteAddress ?? ''
  const forwardedFor = req.headers['x-forwarded-for']
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      method: req.method,
      path: req.url,
      agent,
      headers: {
        ...forwardable(req.headers),
        'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end('bad gateway')
  })
  req.pipe(upstream)
})

server.listen(listenPort, '127.0.0.1')
const stop = () => {
  server.close()
  server.closeAllConnections()
  agent.destroy()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
