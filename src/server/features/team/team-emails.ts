import { ROLE_LABELS } from '@/shared/auth/role-labels'
import type { Role } from '@/shared/auth/roles'
import type { Config } from '@/server/config'
import { senderOf, type MailMessage } from '@/server/features/contact/public'

/** The emails of staff accounts (issue 35): plain text, and the same words as simple HTML with a real link. */
type EmailConfig = Pick<Config, 'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_FROM'>

/** Where the link of an invitation or a reset leads; the token rides in the query string, never in a path. */
export const invitationLinkOf = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/join?token=${encodeURIComponent(token)}`
export const resetLinkOf = (config: Pick<Config, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Paragraphs of text, one of which is the link: the text part as is, the HTML part with the link clickable. */
function message(config: EmailConfig, to: string, subject: string, paragraphs: string[], link: string) {
  const html = paragraphs
    .map((paragraph) =>
      paragraph === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n')
  return {
    from: senderOf(config),
    to: [to],
    subject,
    text: paragraphs.join('\n\n') + '\n',
    html: `<!doctype html>\n<html><body>\n${html}\n</body></html>\n`,
  } satisfies MailMessage
}

export function invitationEmail(
  config: EmailConfig,
  invite: { email: string; role: Role; invitedBy: string; link: string },
): MailMessage {
  const role = ROLE_LABELS[invite.role]
  return message(
    config,
    invite.email,
    `You are invited to the staff of ${config.BRAND_NAME}`,
    [
      `${invite.invitedBy} invites you to join the staff of ${config.BRAND_NAME} as ${role.label.toLowerCase()} (${role.description.toLowerCase()}).`,
      'Open this link to choose your username, display name and password:',
      invite.link,
      'The link works once, for 7 days. If you did not expect this invitation, ignore this email.',
    ],
    invite.link,
  )
}

export function resetEmail(
  config: EmailConfig,
  reset: { email: string; username: string; link: string },
): MailMessage {
  return message(
    config,
    reset.email,
    `Choose a new password for ${config.BRAND_NAME}`,
    [
      `Someone asked to reset the password of the staff account "${reset.username}" on ${config.BRAND_NAME}.`,
      'Open this link to choose a new password:',
      reset.link,
      'The link works once, within an hour; choosing a new password signs the account out everywhere. If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    reset.link,
  )
}
