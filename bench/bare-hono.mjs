// The ceiling for issue 19's figures: bare Hono on @hono/node-server answering a small JSON body, in its own
// process like the app. `node bench/bare-hono.mjs <port>`.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono().get('/', (c) => c.json({ data: [{ id: 1, name: 'Bare Hono' }], meta: { total: 1 } }))
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.argv[2] ?? 4399) })
