import { STATIC_PUBLIC_PATHS } from '@/shared/marketing/public-pages'
import { firstLoadJs } from '../support/first-load'
import { FIRST_LOAD_BUDGETS_KB } from './first-load-budgets'
import { expect, test } from './fixtures'

/** Issue 19: every public page's first-load JavaScript stays within its budget (first-load-budgets.ts). */
test('every public page loads no more JavaScript first than its budget', async ({ request, baseURL }) => {
  const first = async (path: string) => (await (await request.get(path)).json()).data[0]
  const article = (await first('/api/blog/articles?limit=1')).slug as string
  const school = (await first('/api/schools?page=1&limit=1')).slug as string
  const program = (await first('/api/campus-programs')).id as number
  const sizes: Record<string, number> = {}
  for (const template of Object.keys(FIRST_LOAD_BUDGETS_KB)) {
    const path = template
      .replace('{article}', encodeURIComponent(article))
      .replace('{school}', encodeURIComponent(school))
      .replace('{program}', String(program))
    const { gzipBytes, files } = await firstLoadJs(baseURL!, path)
    expect(files.length, `${path} loads its scripts`).toBeGreaterThan(0)
    sizes[template] = Math.round((gzipBytes / 1024) * 10) / 10
  }
  test.info().annotations.push({ type: 'first-load kB gzip', description: JSON.stringify(sizes) })
  const over = Object.entries(sizes).filter(([template, kb]) => kb > FIRST_LOAD_BUDGETS_KB[template]!)
  expect(over, `pages over their budget (kB gzip): ${JSON.stringify(sizes)}`).toEqual([])
})

test('the budgets cover every public page', () => {
  const covered = Object.keys(FIRST_LOAD_BUDGETS_KB)
  expect(STATIC_PUBLIC_PATHS.filter((path) => !covered.includes(path))).toEqual([])
  for (const template of ['/blog/{article}', '/schools/name/{school}', '/campus-programs/{program}'])
    expect(covered).toContain(template)
})

test('a page names its scripts only in the loader that starts them after the first paint (ADR 0078)', async ({
  request,
}) => {
  const html = await (await request.get('/schools')).text()
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  expect(html).toMatch(
    /<script nonce="[^"]+">\(function \(entry, modules\)[^<]*"\/assets\/entry-client-[^"]+\.js"/,
  )
})
