import { z } from 'zod'
import { textField } from '@/shared/text-field'

/** One of the signed-in staff member's own sessions (issue 35): a browser that is signed in as them. */
export const activeSessionSchema = z.object({
  /** The session's reference (a hash of its cookie, which it cannot be turned back into). */
  id: z.string(),
  /** Browser and system read from the User-Agent, e.g. "Firefox on Linux". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.date(),
  lastSeenAt: z.date(),
  /** The session this request came with. */
  current: z.boolean(),
})
export type ActiveSession = z.infer<typeof activeSessionSchema>

export const sessionListSchema = z.object({ sessions: z.array(activeSessionSchema) })

export const endSessionSchema = z.object({
  id: textField()
    .regex(/^[0-9a-f]{64}$/, 'Not a session reference')
    .meta({ description: 'The session’s `id` from the list', examples: ['0'.repeat(64)] }),
})
