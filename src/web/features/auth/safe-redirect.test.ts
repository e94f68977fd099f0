import { describe, expect, it } from 'vitest'
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each(['/admin', '/blog/edit/12', '/blog/admin?q=draft#list', '/schools/name/st%20olaf'])(
    'follows a path on this site: %s',
    (target) => expect(safeRedirect(target)).toBe(target),
  )

  it.each([
    undefined,
    '',
    'admin',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/login',
    '/LOGIN?redirect=/admin',
    42,
  ])('refuses %j and lands on the default', (target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_AFTER_SIGN_IN)
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../admin')).toBe('/admin')
  })
})
