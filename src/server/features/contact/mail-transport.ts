import { createTransport } from 'nodemailer'
import { emails } from '@/server/lib/metrics/metrics'
/** An email as the app sends it: plain text, from the site, perhaps with a calendar invite. */
export interface MailMessage {
  from: { name: string; address: string }
  to: string[]
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  /** The same words as HTML, sent as the alternative to the text (staff account emails, issue 35). */
  html?: string
  messageId?: string
  /**
   * A calendar invite (RFC 5545 with its METHOD) sent as the text/calendar alternative calendars act on, and as
   * an attachment (ADR 0103).
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string }
}

/**
 * Bounds on every wait of one send, so a slow or silent SMTP server fails the attempt (and the job retries later)
 * instead of holding a worker: connecting, the server's greeting, any silence on the socket, and the whole send.
 * The whole send stays well below the job's expiry, so an attempt is over before pg-boss could hand the job to
 * another worker (which would send it a second time).
 */
export const SMTP_TIMEOUTS = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
  sendMs: 60_000,
} as const

export interface MailTransport {
  send(email: MailMessage): Promise<void>
}

/** An SMTP transport for SMTP_URL: smtp:// (STARTTLS when the server offers it) or smtps://, user:pass optional. */
export function createMailTransport(smtpUrl: string): MailTransport {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
    dnsTimeout: SMTP_TIMEOUTS.connectionMs,
  })
  // Not pooled: a connection per email, so nothing stays open between leads and nothing needs closing.
  return {
    async send(email) {
      try {
        await transport.sendMail({ ...email, signal: AbortSignal.timeout(SMTP_TIMEOUTS.sendMs) })
      } catch (error) {
        emails.inc({ result: 'failed' })
        throw error
      }
      emails.inc({ result: 'sent' })
    },
  }
}
