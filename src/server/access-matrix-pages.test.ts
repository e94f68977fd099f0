/**
 * The staff pages against every role (issue 35, ADR 0091), walked from the route tree, never listed by hand. The
 * endpoints behind them are proven in access-matrix.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../tests/server/harness'
import { ROLES, SCREEN_ROLES, type Role } from '@/shared/auth/roles'
import { BlogArticleEntity } from '@/server/features/blog/blog-article.entity'
import { CampusProgramEntity } from '@/server/features/programs/campus-program.entity'
import { createSchool } from '@/server/features/schools/school.factory'
import { createQueryClient } from '@/web/lib/query-client'
import type { Trpc } from '@/web/lib/trpc'
import { createAppRouter } from '@/web/router'
import { MATRIX_ENV, useRoleCookies } from './access-matrix.test-helpers'

const t = useTestApp(MATRIX_ENV, { jobs: true })
const signedIn = useRoleCookies(t)
const { cookies } = signedIn

/**
 * The staff pages, found in the route tree by their `requireRole` guard: each one sends visitors to sign in,
 * refuses (403) a role its screen does not allow and renders for the roles it does. Records exist for the edit
 * pages; the article is the author's own, so an author may open it.
 */
describe('staff pages', () => {
  const router = createAppRouter({ queryClient: createQueryClient(), trpc: {} as Trpc })
  const pages = Object.values(router.routesById)
    .map((route) => ({
      // Index routes end in a slash (`/staff/`); the site's addresses do not.
      path: (route.fullPath as string).replace(/(.)\/$/, '$1'),
      screen: (route.options.beforeLoad as { screen?: keyof typeof SCREEN_ROLES } | undefined)?.screen,
    }))
    .filter((page): page is { path: string; screen: keyof typeof SCREEN_ROLES } => !!page.screen)
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const em = t.current.em()
    const school = await createSchool(em, { name: 'Matrix College', city: 'Austin', state: 'TX' })
    const program = em.create(CampusProgramEntity, { school, name: 'Matrix Week' })
    const article = em.create(BlogArticleEntity, {
      title: 'A draft of the author’s',
      slug: 'matrix-draft',
      content: 'Words.',
      author: signedIn.authorId,
    })
    await em.flush()
    Object.assign(ids, { schools: school.id, programs: program.id, blog: article.id })
  })

  /** The page's URL: an edit page's `$id` is the record made above for its feature. */
  const concretePage = (path: string) =>
    path.replace('$id', () =>
      String(path.startsWith('/blog/') ? ids.blog : path.includes('/programs/') ? ids.programs : ids.schools),
    )

  it('finds every staff page, so the walk is not empty', () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/staff',
        '/blog/admin',
        '/blog/edit/$id',
        '/staff/programs',
        '/staff/profile',
        '/staff/calls',
        '/staff/audit',
      ]),
    )
  })

  it.each(pages.map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    const url = concretePage(page.path)
    const visitor = await t.current.request(url)
    expect([302, 303, 307]).toContain(visitor.status)
    expect(visitor.headers.get('location')).toMatch(/^\/login\?redirect=/)
    for (const role of ['none', ...ROLES] as const) {
      const answer = await t.current.request(url, { headers: { Cookie: cookies[role] } })
      const allowed = role !== 'none' && (SCREEN_ROLES[page.screen] as readonly Role[]).includes(role)
      expect(answer.status, `${url} as ${role}`).toBe(allowed ? 200 : 403)
    }
  })
})
