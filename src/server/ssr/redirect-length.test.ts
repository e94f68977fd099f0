import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'

/**
 * A redirect the router would send with a Location past 8 kB: `/brand-matching/` drops its trailing slash and
 * re-encodes the query, and each malformed escape (`%ed%a0%80`, a lone surrogate) comes back as three
 * replacement characters, tripling the address. Node's clients refuse response headers past 16 kB.
 */
const t = useTestApp()

describe('redirects with an address too long to send', () => {
  it('are answered 414 with a small page instead', async () => {
    const query = `page=${'%ed%a0%80'.repeat(1_000)}`
    const response = await t.current.request(`/brand-matching/?${query}`)
    expect(response.status).toBe(414)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Address too long')
  })

  it('leave ordinary redirects alone', async () => {
    const response = await t.current.request('/brand-matching/?page=2', { redirect: 'manual' })
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(400)
    expect(response.headers.get('location')).toContain('/brand-matching')
  })
})
