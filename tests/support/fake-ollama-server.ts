/**
 * The fake Ollama as a process of its own, for the browser tests (playwright.config.ts starts it beside the
 * app): `tsx tests/support/fake-ollama-server.ts <port>`. Tests switch its mode with `POST /__fake/mode`.
 */
import { startFakeOllama } from './fake-ollama'

const port = Number(process.argv[2] ?? process.env.FAKE_OLLAMA_PORT ?? 0)
const fake = await startFakeOllama({ port })
console.log(`fake Ollama listening on ${fake.url}`)
const stop = () => void fake.close().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
