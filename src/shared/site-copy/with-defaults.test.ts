import { describe, expect, it } from 'vitest'
import { withDefaults } from './with-defaults'

describe('withDefaults', () => {
  const base = { hero: { title: 'Now', lead: 'Lead now' }, faq: { title: 'FAQ', items: [{ q: 'a' }] } }

  it('keeps what was saved, and takes the base for a section the saved document lacks', () => {
    expect(withDefaults(base, { hero: { title: 'Then', lead: 'Lead then' } })).toEqual({
      hero: { title: 'Then', lead: 'Lead then' },
      faq: { title: 'FAQ', items: [{ q: 'a' }] },
    })
  })

  it('takes a saved list whole, even an empty one, and a missing field inside a section from the base', () => {
    expect(withDefaults(base, { hero: { title: 'Then' }, faq: { title: 'Q', items: [] } })).toEqual({
      hero: { title: 'Then', lead: 'Lead now' },
      faq: { title: 'Q', items: [] },
    })
  })

  it('drops what the base no longer has, and keeps a saved value of another shape for the schema to refuse', () => {
    expect(withDefaults(base, { hero: 'text', gone: { x: 1 } })).toEqual({
      hero: 'text',
      faq: base.faq,
    })
  })
})
