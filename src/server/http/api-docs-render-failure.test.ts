/**
 * The reference is rendered once per PUBLIC_URL and kept; a render that fails must not be kept, or every later
 * request would answer with that same failure. The page's rendering is made to fail once, here alone, so the
 * other reference tests (./api-docs.test.ts) see the real one throughout.
 */
import { describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import type * as ReferencePageModule from './api-reference-page'
import { referencePage } from './api-reference-page'

vi.mock('./api-reference-page', async (importOriginal) => {
  const actual = await importOriginal<typeof ReferencePageModule>()
  return { ...actual, referencePage: vi.fn(actual.referencePage) }
})

const t = useTestApp()

describe('GET /api/docs after a failed render', () => {
  it('renders again instead of answering the same failure', async () => {
    // Rejected when called, not before: a rejection made ahead of time would be reported as unhandled.
    vi.mocked(referencePage).mockImplementationOnce(async () => {
      throw new Error('render failed')
    })
    expect((await t.current.request('/api/docs')).status).toBe(500)
    const again = await t.current.request('/api/docs')
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('<nav aria-label="Operations">')
  })
})
