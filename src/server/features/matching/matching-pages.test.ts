import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { startRecommendation, waitForRecommendation } from '../../../../tests/support/matching-api'
import { BrandCampusRecommendationEntity } from './brand-campus-recommendation.entity'

/** The results page as the server renders it: only a public id opens it, and search engines are kept out. */
const t = useTestApp({ OLLAMA_HOST: 'off', MATCHING_RATE_LIMIT: '1000' }, { jobs: true })

const page = async (path: string) => {
  const response = await t.current.request(path)
  return { status: response.status, html: await response.text() }
}

describe('/brand-matching/results/$id', () => {
  it('opens a real result by its public id, noindex, with the brand in the title', async () => {
    const id = await startRecommendation(t.current, { name: 'Pagetest Soda' }, { count: 2 })
    await waitForRecommendation(t.current, id)
    const { status, html } = await page(`/brand-matching/results/${id}`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Campus Recommendations for Pagetest Soda | CampusPulse</title>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toMatch(/Brand Profile: (<!-- -->)?Pagetest Soda/)
  })

  it('is a 404 page, showing nobody’s data, for a number: small ones and the internal id of a real row', async () => {
    const id = await startRecommendation(t.current, { name: 'Hidden Fizz' }, { count: 2 })
    await waitForRecommendation(t.current, id)
    const row = await t.current.em().findOneOrFail(BrandCampusRecommendationEntity, { publicId: id })
    for (const guess of ['1', '2', '3', String(row.id), 'abc']) {
      const { status, html } = await page(`/brand-matching/results/${guess}`)
      expect(status, guess).toBe(404)
      expect(html).toContain('No recommendation data found')
      expect(html).not.toContain('Hidden Fizz')
      expect(html).not.toContain('Pagetest Soda')
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    }
  })

  it('is not in the sitemap', async () => {
    const id = await startRecommendation(t.current, { name: 'Sitemap Cola' }, { count: 2 })
    await waitForRecommendation(t.current, id)
    const xml = await (await t.current.request('/sitemap.xml')).text()
    expect(xml).toContain('<urlset')
    expect(xml).not.toContain('/brand-matching/results')
    expect(xml).not.toContain(id)
  })
})

describe('/book-call from a result ("Book a call about this shortlist")', () => {
  it('names the result and starts the request’s message with its link', async () => {
    const id = await startRecommendation(t.current, { name: 'Callback Cola' }, { count: 2 })
    await waitForRecommendation(t.current, id)
    const { status, html } = await page(`/book-call?shortlist=${id}`)
    expect(status).toBe(200)
    const link = `${t.current.config.PUBLIC_URL}/brand-matching/results/${id}`
    expect(html).toContain(`href="${link}"`)
    expect(html).toMatch(
      new RegExp(`<textarea[^>]*>I would like to talk about this campus shortlist: ${link}</textarea>`),
    )
  })

  it('ignores anything that is not a result id', async () => {
    const { status, html } = await page('/book-call?shortlist=1')
    expect(status).toBe(200)
    // Rendered, the note is a paragraph (the words may also sit in the page's scripts).
    expect(html).not.toMatch(/<p[^>]*>About your campus shortlist/)
    expect(html).not.toContain('/brand-matching/results/1')
  })
})
