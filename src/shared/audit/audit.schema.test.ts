import { describe, expect, it } from 'vitest'
import { auditQuerySchema } from './audit.schema'

describe('auditQuerySchema', () => {
  // The fault suite found these reaching the database as a 503 ("actor=%00", a lone surrogate).
  it.each(['ana\u0000', '\u00a1\udc00'])(
    'refuses a filter the database could not read (%j) with a 400',
    (actor) => {
      const result = auditQuerySchema.safeParse({ actor })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual(['actor'])
    },
  )

  it('reads blank filters as none and trims the rest', () => {
    expect(auditQuerySchema.parse({ actor: '  ana ', action: ' ', page: '2' })).toEqual({
      actor: 'ana',
      page: 2,
    })
  })
})
