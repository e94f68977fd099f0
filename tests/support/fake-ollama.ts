/**
 * A fake Ollama on loopback that speaks the part of its HTTP API the app uses (`POST /api/chat`, non-streaming,
 * with a JSON-schema `format`), so the real `ollama` client is tested end to end. Only Ollama is ever faked,
 * and only at this boundary. Modes stand for what a real local model does on a bad day.
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export const FAKE_OLLAMA_MODES = [
  /** Honours the format: one entry per candidate id (from the schema's enum), every field written. */
  'valid',
  /** Answers like 'valid', but only after `delayMs` (past the app's timeout). */
  'slow',
  /** The message content is not JSON. */
  'invalid-json',
  /** JSON, but not the asked shape at all. */
  'wrong-shape',
  /** Writes about a school it was not given, and leaves out the first candidate. */
  'unknown-ids',
  /** Some fields missing or empty, one insights list missing. */
  'partial',
  /** HTTP 404 "model not found", as when the model was never pulled. */
  'model-missing',
  /** Accepts the connection and drops it without answering. */
  'drop',
  /** Reads the request and never answers (until the client gives up or the fake closes). */
  'hang',
  /** HTTP 500 with an error, as when the model runner crashes. */
  'server-error',
  /** HTTP 200 whose body is not JSON at all (a proxy's error page, a truncated answer). */
  'garbage-body',
  /** A valid answer buried in megabytes of text: every narrative field about 200 kB. */
  'huge',
  /** Writes only about schools it was not given: no candidate id at all. */
  'all-unknown-ids',
  /** The message content is JSON of the wrong types everywhere (numbers for text, objects for lists). */
  'wrong-types',
  /**
   * Valid JSON full of false facts (issue 39): a place, an enrollment, designations and a founding date no row
   * holds, a budget the brief never gave; each field also has one true, factless sentence (LYING_TRUE_SENTENCE).
   */
  'lying',
] as const
export type FakeOllamaMode = (typeof FAKE_OLLAMA_MODES)[number]

export interface ChatRequestSeen {
  model: string
  messages: Array<{ role: string; content: string }>
  format?: { properties?: { campuses?: { items?: { properties?: { schoolId?: { enum?: number[] } } } } } }
  options?: Record<string, unknown>
  stream?: boolean
}

export interface FakeOllama {
  url: string
  port: number
  mode: FakeOllamaMode
  delayMs: number
  /** Every /api/chat request received, oldest first. */
  requests: ChatRequestSeen[]
  /** Most /api/chat requests it was answering at the same time. */
  maxConcurrent: number
  setMode(mode: FakeOllamaMode, delayMs?: number): void
  close(): Promise<void>
}

/** The text the fake writes, recognisable in the stored result. */
/**
 * The fake's text for one field of one school. The id is spelled in letters (0 → a … 9 → j): a model's text may
 * state no number its school's row does not hold (issue 39), and a row id is not a fact about the school.
 */
export const fakeText = (field: string, schoolId: number) =>
  `Fake model ${field} for school ${String(schoolId).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}, written by the fake Ollama.`

/** The one true sentence in each field of the 'lying' mode: it states no fact, so it must survive the check. */
export const LYING_TRUE_SENTENCE =
  'Run sampling at the student union in the first week of classes, where students pass between lectures.'
/** What the 'lying' mode claims: none of it may reach a stored result about a school that does not hold it. */
export const LIES = {
  place: 'in Anchorage, Alaska',
  students: '987,654 students',
  designation: 'an Ivy League HBCU',
  date: 'founded in 1066',
  budget: '$9,999,999',
  tribal: 'a tribal college',
}

function answerFor(request: ChatRequestSeen, mode: FakeOllamaMode): string {
  const ids = request.format?.properties?.campuses?.items?.properties?.schoolId?.enum ?? []
  const entry = (id: number) => ({
    schoolId: id,
    // Not in the format: the app must take names from its database, never from the model.
    schoolName: 'Invented University',
    matchReason: fakeText('matchReason', id),
    targetStudentProfile: fakeText('targetStudentProfile', id),
    suggestedMarketingApproach: fakeText('suggestedMarketingApproach', id),
    potentialChallenges: fakeText('potentialChallenges', id),
  })
  const insights = {
    strengthsForCampusMarketing: ['Fake strength one from the model.', 'Fake strength two from the model.'],
    suggestedMessaging: ['Fake messaging one from the model.', 'Fake messaging two from the model.'],
    strategicConsiderations: [
      'Fake consideration one from the model.',
      'Fake consideration two from the model.',
    ],
  }
  switch (mode) {
    case 'huge': {
      const filler = 'Campus marketing that students remember. '.repeat(5_000)
      return JSON.stringify({
        campuses: ids.map((id) => ({
          ...entry(id),
          matchReason: filler,
          targetStudentProfile: filler,
          suggestedMarketingApproach: filler,
          potentialChallenges: filler,
        })),
        brandInsights: {
          ...insights,
          suggestedMessaging: Array.from({ length: 2_000 }, () => filler.slice(0, 500)),
        },
      })
    }
    case 'all-unknown-ids':
      return JSON.stringify({
        campuses: [entry(987_654), entry(-1), entry(0), { ...entry(2 ** 40), schoolId: 2 ** 40 }],
        brandInsights: insights,
      })
    case 'wrong-types':
      return JSON.stringify({
        campuses: ids.map((id) => ({
          schoolId: String(id),
          matchReason: 42,
          targetStudentProfile: { text: 'nested' },
          suggestedMarketingApproach: ['a', 'list'],
          potentialChallenges: null,
        })),
        brandInsights: {
          strengthsForCampusMarketing: 'one string',
          suggestedMessaging: {},
          strategicConsiderations: 7,
        },
      })
    case 'lying':
      return JSON.stringify({
        campuses: ids.map((id) => ({
          schoolId: id,
          matchReason: `This campus ${LIES.place} has ${LIES.students}, is ${LIES.designation} ${LIES.date}. ${LYING_TRUE_SENTENCE}`,
          targetStudentProfile: `It is ${LIES.tribal} and a land-grant campus in a rural setting.`,
          suggestedMarketingApproach: `Spend ${LIES.budget} on a stadium takeover. ${LYING_TRUE_SENTENCE}`,
          potentialChallenges: `As ${LIES.designation} it draws 45% of students from Hawaii.`,
        })),
        brandInsights: {
          strengthsForCampusMarketing: [`Every campus here is ${LIES.designation}.`, LYING_TRUE_SENTENCE],
          suggestedMessaging: [`Celebrate being ${LIES.date}.`],
          strategicConsiderations: [`Plan a ${LIES.budget} national rollout from Alaska.`],
        },
      })
    case 'invalid-json':
      return '{"campuses": [ {"schoolId": 1, "matchReason": "cut off mid-sent'
    case 'wrong-shape':
      return JSON.stringify({ answer: 'I am sorry, I cannot help with that.' })
    case 'unknown-ids':
      return JSON.stringify({
        campuses: [entry(987_654), ...ids.slice(1).map(entry)],
        brandInsights: insights,
      })
    case 'partial':
      return JSON.stringify({
        campuses: ids.map((id, index) => {
          const { potentialChallenges: _dropped, ...rest } = entry(id)
          return index === 0 ? { ...rest, matchReason: '   ' } : rest
        }),
        brandInsights: {
          strengthsForCampusMarketing: insights.strengthsForCampusMarketing,
          strategicConsiderations: [],
        },
      })
    default:
      return JSON.stringify({ campuses: ids.map(entry), brandInsights: insights })
  }
}

export async function startFakeOllama(options: { port?: number; host?: string } = {}): Promise<FakeOllama> {
  const sockets = new Set<Socket>()
  let active = 0
  const fake: FakeOllama = {
    url: '',
    port: 0,
    mode: 'valid',
    delayMs: 5000,
    requests: [],
    maxConcurrent: 0,
    setMode(mode, delayMs) {
      fake.mode = mode
      if (delayMs !== undefined) fake.delayMs = delayMs
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const send = (status: number, payload: unknown) => {
        if (res.destroyed) return
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      // Test control, for a fake running in another process (the browser tests' server).
      if (req.method === 'POST' && req.url === '/__fake/mode') {
        const { mode, delayMs } = JSON.parse(body || '{}') as { mode: FakeOllamaMode; delayMs?: number }
        if (!FAKE_OLLAMA_MODES.includes(mode)) return send(400, { error: `unknown mode ${mode}` })
        fake.setMode(mode, delayMs)
        return send(200, { mode: fake.mode, delayMs: fake.delayMs })
      }
      if (req.method === 'GET' && req.url === '/__fake/requests') return send(200, fake.requests)
      if (req.method === 'GET' && (req.url === '/' || req.url === '/api/version'))
        return req.url === '/' ? res.end('Ollama is running') : send(200, { version: '0.0.0-fake' })
      if (req.method !== 'POST' || req.url !== '/api/chat') return send(404, { error: 'not found' })

      const request = JSON.parse(body) as ChatRequestSeen
      fake.requests.push(request)
      active++
      fake.maxConcurrent = Math.max(fake.maxConcurrent, active)
      res.on('close', () => active--)
      const mode = fake.mode
      if (mode === 'drop') return req.socket.destroy()
      // Never answers: the request stays open until the client aborts or the fake closes its sockets.
      if (mode === 'hang') return
      if (mode === 'server-error')
        return send(500, { error: 'llama runner process has terminated: signal: killed' })
      if (mode === 'garbage-body') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        return res.end('<html><body>502 Bad Gateway</body></html>')
      }
      if (mode === 'model-missing')
        return send(404, { error: `model '${request.model}' not found, try pulling it first` })
      if (request.stream !== false) return send(400, { error: 'the fake answers only stream: false' })
      const answer = () =>
        send(200, {
          model: request.model,
          created_at: new Date().toISOString(),
          message: { role: 'assistant', content: answerFor(request, mode) },
          done_reason: 'stop',
          done: true,
          total_duration: 1_000_000,
          load_duration: 1000,
          prompt_eval_count: 100,
          prompt_eval_duration: 1000,
          eval_count: 100,
          eval_duration: 1000,
        })
      if (mode !== 'slow') return answer()
      const timer = setTimeout(answer, fake.delayMs)
      res.on('close', () => clearTimeout(timer))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  fake.port = port
  fake.url = `http://${options.host ?? '127.0.0.1'}:${port}`
  return fake
}

/** An address where nothing listens (a port just freed), for "connection refused". */
export async function refusedUrl(): Promise<string> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
