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

  // Each resolves (as written, or once percent-decoded) to a path starting with two slashes, or to another
  // origin: a browser following it would leave the site.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example/admin',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/\\evil.example',
    '/./\\evil.example',
    '/\\/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/.%2f/evil.example',
    '/%5c%5cevil.example',
    '/%5C/evil.example',
    '/%E0%A4%A',
    '/login/',
  ])('refuses %j, which leaves the site once resolved, and lands on the default', (target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_AFTER_SIGN_IN)
  })

  it('keeps an encoded character that stays a plain path', () => {
    expect(safeRedirect('/blog?q=%2F%2Fevil')).toBe('/blog?q=%2F%2Fevil')
    expect(safeRedirect('/%252f%252fevil.example')).toBe('/%252f%252fevil.example')
  })
})
