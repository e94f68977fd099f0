import type { Config } from '@/server/config'
import { senderOf, type MailMessage } from '@/server/features/contact/public'
import { callLabel } from '@/server/lib/time/labels'
import type { EmailedCall, StaffEmailKind } from './visitor-email'

type StaffEmailConfig = Pick<
  Config,
  'BRAND_NAME' | 'PUBLIC_URL' | 'NOTIFY_EMAILS' | 'NOTIFY_FROM' | 'BOOKING_TIMEZONE'
>

/** Staff's email when a visitor moves or cancels their call (ADR 0104): what changed, and the lead's link. */
export function staffCallEmail(
  call: EmailedCall & { lastName: string; callCancelReason?: string | null },
  kind: StaffEmailKind,
  config: StaffEmailConfig,
): MailMessage {
  const sender = senderOf(config)
  const name = `${call.firstName} ${call.lastName}`
  const when = callLabel(call.callStartsAt, config.BOOKING_TIMEZONE)
  const moved = kind === 'staff-moved'
  const lines = [
    moved ? `${name} (${call.company}) moved their call.` : `${name} (${call.company}) cancelled their call.`,
    '',
    moved ? `New time: ${when}` : `It was planned for: ${when}`,
    ...(!moved ? [`Reason: ${call.callCancelReason?.trim() || '(none given)'}`] : []),
    `Email: ${call.email}`,
    '',
    `Open the lead: ${config.PUBLIC_URL}/admin?lead=${call.id}`,
  ]
  return {
    from: sender,
    to: config.NOTIFY_EMAILS ?? [],
    replyTo: { name, address: call.email },
    subject: moved
      ? `Call moved: ${name} (${call.company}), now ${when}`
      : `Call cancelled: ${name} (${call.company})`,
    text: lines.join('\n') + '\n',
    messageId: `<call-${call.id}-${kind}-${call.callSequence}@${sender.address.split('@')[1]}>`,
  }
}
