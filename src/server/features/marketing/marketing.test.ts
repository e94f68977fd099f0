import { describe, expect, it } from 'vitest'
import { startTestApp, useTestApp } from '../../../../tests/server/harness'
import { createSchool } from '@/server/features/schools/school.factory'

const t = useTestApp()

describe('marketing.faq', () => {
  it('serves six questions on the home page and five on the services page', async () => {
    const caller = t.current.caller()
    const home = await caller.marketing.faq({ page: 'home' })
    const services = await caller.marketing.faq({ page: 'services' })
    expect(home).toHaveLength(6)
    expect(services).toHaveLength(5)
    for (const item of [...home, ...services]) {
      expect(item.question).toMatch(/\?$/)
      expect(item.answerHtml).toMatch(/^<p>.+<\/p>$/s)
    }
    // The answers carry HTML (emphasis, links) through the sanitizer.
    expect(home.find((item) => item.question.includes('Which colleges'))?.answerHtml).toContain(
      '<a href="/schools">Browse the school directory</a>',
    )
  })

  it('keeps the figures the spec gives each page', async () => {
    const caller = t.current.caller()
    const home = (await caller.marketing.faq({ page: 'home' })).map((item) => item.answerHtml).join(' ')
    const services = (await caller.marketing.faq({ page: 'services' }))
      .map((item) => item.answerHtml)
      .join(' ')
    for (const figure of ['48 hours', '2–4 weeks', '$5,000', '$50,000+', '300%'])
      expect(home).toContain(figure)
    for (const figure of ['$5,000', '$50,000+', '48 hours', '2–4 weeks', '300%', '95%'])
      expect(services).toContain(figure)
  })

  it('states the network’s size as the directory counts it: active schools and their students', async () => {
    const em = t.current.em()
    await createSchool(em, { name: 'Counted College', studentPopulation: 1200 })
    await createSchool(em, { name: 'Counted University', studentPopulation: 30 })
    await createSchool(em, { name: 'Inactive Institute', studentPopulation: 5000, isActive: false })
    const answers = async () =>
      (await t.current.caller().marketing.faq({ page: 'home' })).map((item) => item.answerHtml).join(' ')
    expect(await answers()).toContain('<strong>2 U.S. colleges</strong>')
    expect(await answers()).toContain('home to 1,200+ students')
    expect(await answers()).not.toContain('4,000+')
    expect(await t.current.caller().schools.network()).toEqual({ activeSchools: 2, students: 1230 })
  })

  it('refuses an unknown page', async () => {
    await expect(t.current.caller().marketing.faq({ page: 'pricing' as 'home' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })

  it('treats the configured brand name as text, never as markup', async () => {
    const app = await startTestApp({ BRAND_NAME: 'Evil <script>alert(1)</script> & Co' })
    try {
      const html = (await app.caller().marketing.faq({ page: 'home' }))
        .map((item) => item.answerHtml)
        .join('')
      expect(html).not.toMatch(/<script/i)
      expect(html).toContain('Evil &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co')
    } finally {
      await app.close()
    }
  })

  it('states the agency figures staff saved, as text, never as markup (ADR 0150)', async () => {
    const { user } = await t.current.signIn({ role: 'editor' })
    const staff = t.current.caller(user)
    const save = (key: 'launch' | 'startingBudget', value: string) =>
      staff.site.updateFigure({
        key,
        value,
        label: 'a figure',
        note: null,
        confirmed: true,
        expectedVersion: 0,
      })
    await save('launch', '<b>24h</b>')
    await save('startingBudget', '$7,500')
    const html = (await t.current.caller().marketing.faq({ page: 'services' }))
      .map((item) => item.answerHtml)
      .join('')
    expect(html).toContain('&lt;b&gt;24h&lt;/b&gt;')
    expect(html).toContain('one campus starts at $7,500')
    expect(html).not.toContain('$5,000')
  })

  it('is served over HTTP to the browser as well', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { page: 'services' } }))
    const response = await t.current.request(`/trpc/marketing.faq?input=${input}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { result: { data: { json: unknown[] } } }
    expect(body.result.data.json).toHaveLength(5)
  })
})

describe('third-party services in the Content-Security-Policy', () => {
  const cspOf = async (env: Record<string, string>) => {
    const app = await startTestApp(env)
    try {
      return (await app.request('/')).headers.get('content-security-policy') ?? ''
    } finally {
      await app.close()
    }
  }
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''

  it('allows no third-party host by default', async () => {
    const csp = await cspOf({})
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/)
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })

  it('allows Calendly’s script and frame when it is the scheduler, and Plausible when analytics are on', async () => {
    const csp = await cspOf({
      SCHEDULER_URL: 'https://calendly.com/campuspulse/strategy-call',
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_ID: 'campus.example.com',
    })
    expect(directive(csp, 'script-src')).toContain('https://assets.calendly.com')
    expect(directive(csp, 'script-src')).toContain('https://plausible.io')
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://calendly.com")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  it('allows Cal.com and Google Analytics when those are configured', async () => {
    const csp = await cspOf({
      SCHEDULER_URL: 'https://cal.com/campuspulse/30min',
      ANALYTICS_PROVIDER: 'ga4',
      ANALYTICS_ID: 'G-ABC123XYZ',
    })
    expect(directive(csp, 'script-src')).toContain('https://app.cal.com')
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://app.cal.com https://cal.com")
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com')
  })

  it('allows a self-hosted Plausible instead of plausible.io', async () => {
    const csp = await cspOf({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_ID: 'campus.example.com',
      PLAUSIBLE_HOST: 'https://stats.example.com/',
    })
    expect(directive(csp, 'script-src')).toContain('https://stats.example.com')
    expect(csp).not.toContain('plausible.io')
  })
})
