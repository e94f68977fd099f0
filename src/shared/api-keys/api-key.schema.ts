import { z } from 'zod'
import { textField } from '@/shared/text-field'

/**
 * API keys per integration (issue 37, ADR 0095): what a key may reach is a list of scopes; each REST operation
 * names the scopes that reach it (`apiScopes` in operations/define.ts).
 */
export const API_SCOPES = [
  'leads:read',
  'leads:status',
  'bookings:read',
  'content:write',
  'matching:read',
] as const
export type ApiScope = (typeof API_SCOPES)[number]

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'leads:read': 'Read leads',
  'leads:status': 'Change a lead’s status',
  'bookings:read': 'Read booked calls',
  'content:write': 'Write content (blog, figures, case studies)',
  'matching:read': 'Read matching results',
}

/** The prefix every integration key starts with, so a leaked one is recognisable (and secret scanners can). */
export const API_KEY_PREFIX = 'cpk_'

export const apiKeyInputSchema = z.object({
  name: textField({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    .meta({ description: 'Which integration uses the key', examples: ['HubSpot sync'] }),
  scopes: z
    .array(z.enum(API_SCOPES))
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)])
    .meta({ description: 'What the key may do', examples: [['leads:read', 'leads:status']] }),
  expiresAt: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce.date({ error: 'Enter a valid date' }).nullable().optional(),
    )
    .refine((date) => !date || date.getTime() > Date.now(), 'The expiry must be in the future')
    .meta({
      description: 'When the key stops working (ISO 8601); none: until revoked',
      format: 'date-time',
      examples: ['2027-06-30T00:00:00Z'],
    }),
})
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>

export const apiKeySchema = z.object({
  id: z.number().int().meta({ description: 'The key’s id' }),
  name: z.string().meta({ description: 'Which integration uses it' }),
  /** The start of the key, shown so staff can tell keys apart; never enough to use it. */
  hint: z
    .string()
    .meta({ description: 'The key’s first characters, to tell keys apart', examples: ['cpk_3fA9'] }),
  scopes: z.array(z.enum(API_SCOPES)).meta({ description: 'What the key may do' }),
  createdAt: z.date().meta({ description: 'When it was created' }),
  expiresAt: z.date().nullable().meta({ description: 'When it stops working; null: until revoked' }),
  lastUsedAt: z.date().nullable().meta({ description: 'When it was last used (to the minute)' }),
  revokedAt: z.date().nullable().meta({ description: 'When it was revoked; null: not revoked' }),
  status: z
    .enum(['active', 'expired', 'revoked'])
    .meta({ description: 'Whether it works now: active, or refused as expired or revoked' }),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().meta({ description: 'The key itself: shown this once, stored only as a hash' }),
})
