/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed just enough for the
 * tests to read: envelope, headers, and the text body (quoted-printable decoded). The app's real nodemailer
 * transport talks to it over TCP, so connection failures and retries are real too.
 */
import net from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedEmail {
  envelope: { from: string; to: string[] }
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>
  /** The body decoded; for a multipart email, its first text/plain part. */
  text: string
  /** A multipart email's leaf parts (nested multiparts flattened), each decoded; empty for a single-part email. */
  parts: { headers: Record<string, string>; text: string }[]
}

export interface SmtpSink {
  port: number
  url: string
  messages: ReceivedEmail[]
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>
  close(): Promise<void>
}

/**
 * An SMTP server that is down: its port is held by a listener that resets every connection at once, as a host
 * with nothing behind the port does. Holding it (rather than closing a port and hoping it stays free) keeps any
 * other listener in the test run from being handed the same port meanwhile and answering the app's SMTP client
 * with silence. `release()` frees it for `startSmtpSink(port)`.
 */
export async function downSmtpPort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = net.createServer((socket) => socket.resetAndDestroy())
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
  const { port } = holder.address() as net.AddressInfo
  return {
    port,
    // Every connection was reset on arrival, so closing waits for none.
    release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  }
}

function parseEntity(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = raw.slice(split + 4)
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    body = Buffer.from(bytes, 'latin1').toString('utf8')
  } else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(body, 'base64').toString('utf8')
  }
  return { headers, body }
}

/** The leaf parts of a multipart entity (RFC 2046 §5.1), depth first. */
function leafParts(entity: { headers: Record<string, string>; body: string }): ReceivedEmail['parts'] {
  const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers['content-type'] ?? '')?.[1]
  if (!/^multipart\//i.test(entity.headers['content-type'] ?? '') || !boundary)
    return [{ headers: entity.headers, text: entity.body.replace(/\r\n/g, '\n') }]
  const sections = entity.body.split(`--${boundary}`).slice(1)
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parseEntity(section.replace(/^\r\n/, '').replace(/\r\n$/, ''))))
}

function parseMessage(raw: string): Omit<ReceivedEmail, 'envelope'> {
  const entity = parseEntity(raw)
  if (!/^multipart\//i.test(entity.headers['content-type'] ?? ''))
    return { headers: entity.headers, text: entity.body.replace(/\r\n/g, '\n'), parts: [] }
  const parts = leafParts(entity)
  const plain = parts.find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? ''))
  return { headers: entity.headers, text: plain?.text ?? '', parts }
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedEmail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    // No certificate to offer: nodemailer would try STARTTLS and refuse smtp-server's self-signed default.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push({
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  const listening = server.listen(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve)
    listening.once('error', reject)
  })
  const actualPort = (listening.address() as net.AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitForMessages(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(messages)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`${messages.length} of ${count} emails arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
