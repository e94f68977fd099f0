import { firstLoadJs } from '../tests/support/first-load'
import { FIRST_LOAD_BUDGETS_KB } from '../tests/e2e/first-load-budgets'
const origin = process.argv[2]!
const article = ((await (await fetch(`${origin}/api/blog/articles?limit=1`)).json()) as any).data[0].slug
const school = ((await (await fetch(`${origin}/api/schools?page=1&limit=1`)).json()) as any).data[0]
const program = ((await (await fetch(`${origin}/api/campus-programs`)).json()) as any).data[0].id
for (const [tpl, budget] of Object.entries(FIRST_LOAD_BUDGETS_KB)) {
  const path = tpl.replace('{article}', article).replace('{school}', encodeURIComponent(school.slug)).replace('{program}', program)
  const { gzipBytes } = await firstLoadJs(origin, path)
  console.log(`${(gzipBytes / 1024).toFixed(1).padStart(6)} (budget ${budget}) ${path}`)
}
