import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'

/** The server render of this feature's pages: what search engines, and a browser's first paint, receive. */
const t = useTestApp()

const page = async (path: string, cookie?: string) => {
  const response = await t.current.request(path, { headers: cookie ? { Cookie: cookie } : {} })
  return { response, html: await response.text() }
}

describe('/contact', () => {
  it('is rendered with its heading, introduction, form and head tags', async () => {
    const { response, html } = await page('/contact')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Contact Us | CampusPulse</title>')
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/contact"')
    expect(html).toMatch(/<meta name="description" content="Contact CampusPulse about college marketing/)
    expect(html).toContain('"@type":"ContactPage"')
    expect(html).not.toContain('noindex')
    expect(html).toMatch(/<h1[^>]*>Let’s talk campus marketing<\/h1>/)
    for (const label of ['First name', 'Last name', 'Work email', 'Job title', 'Company', 'How can we help?'])
      expect(html).toContain(`>${label}`)
    // Until the page is interactive the button stays disabled, so nothing is sent unchecked.
    expect(html).toMatch(/<button [^>]*type="submit" disabled="">Send Message<\/button>/)
  })
})

describe('/login', () => {
  it('shows the sign-in form to visitors, out of search engines', async () => {
    const { response, html } = await page('/login?redirect=%2Fadmin')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Staff Sign In | CampusPulse</title>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toContain('>Username or email<')
    expect(html).toMatch(/<input type="password" autoComplete="current-password"|type="password"/)
  })

  it.each([
    ['/login', '/staff'],
    ['/login?redirect=%2Fblog%2Fadmin%3Fq%3Dx', '/blog/admin?q=x'],
    ['/login?redirect=%2F%2Fevil.example%2F', '/staff'],
    ['/login?redirect=https%3A%2F%2Fevil.example%2F', '/staff'],
    // Paths that resolve to `//evil.example` (dot segments, encoded dots or slashes, backslashes): once a 500.
    ['/login?redirect=%2F.%2F%2Fevil.example', '/staff'],
    ['/login?redirect=%2F..%2F%2Fevil.example', '/staff'],
    ['/login?redirect=%2F%252e%2F%2Fevil.example', '/staff'],
    ['/login?redirect=%2F%252f%252fevil.example', '/staff'],
    ['/login?redirect=%2F%5C%5Cevil.example', '/staff'],
    ['/login?redirect=%2F.%2F%5Cevil.example', '/staff'],
    ['/login?redirect=%2Fa%2F..%2Fblog%2Fadmin', '/blog/admin'],
  ])('sends someone already signed in from %s straight on to %s', async (path, target) => {
    const { cookie } = await t.current.signIn({ isAdmin: true })
    const { response } = await page(path, cookie)
    expect([302, 307]).toContain(response.status)
    const location = new URL(response.headers.get('location')!, 'http://localhost:3000')
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`http://localhost:3000${target}`)
  })
})

describe('/admin', () => {
  // Until issue 40 the page was open to every visitor (this test said so on purpose); now a visitor without a
  // session goes to /login and back, like on every staff page (decision D6).
  it.each([
    ['/admin', '/login?redirect=%2Fadmin'],
    ['/admin?status=new&lead=7', '/login?redirect=%2Fadmin%3Fstatus%3Dnew%26lead%3D7'],
  ])('sends a visitor from %s to %s', async (path, target) => {
    const { response } = await page(path)
    expect([302, 307]).toContain(response.status)
    const location = new URL(response.headers.get('location')!, 'http://localhost:3000')
    expect(`${location.pathname}${location.search}`).toBe(target)
  })

  it('shows a visitor the API-key card on ?with=key, out of search engines', async () => {
    const { response, html } = await page('/admin?with=key')
    expect(response.status).toBe(200)
    expect(html).toContain('<title>Admin Dashboard | CampusPulse</title>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/)
    expect(html).toContain('Contact Form Submissions')
    expect(html).toContain('>API Key<')
    expect(html).toContain('>Authenticate<')
    expect(html).not.toContain('Export CSV')
  })

  it('offers the API-key card from the sign-in page', async () => {
    const { html } = await page('/login?redirect=%2Fadmin')
    expect(html).toMatch(/<a [^>]*href="\/admin\?with=key"[^>]*>Read contact submissions with it<\/a>/)
  })

  it('shows a signed-in admin the submissions view without a key', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: true, firstName: 'Grace', lastName: 'Hopper' })
    const { html } = await page('/admin', cookie)
    expect(html).toContain('Signed in as <!-- -->Grace Hopper<!-- -->: no API key needed.')
    expect(html).toContain('Export CSV')
    expect(html).toContain('Loading submissions...')
    expect(html).not.toContain('>Authenticate<')
  })

  it('shows a signed-in non-admin the API-key card, like any visitor', async () => {
    const { cookie } = await t.current.signIn({ isAdmin: false })
    const { html } = await page('/admin', cookie)
    expect(html).toContain('>Authenticate<')
    expect(html).not.toContain('Export CSV')
  })
})
