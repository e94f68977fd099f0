import { createFileRoute } from '@tanstack/react-router'
import { isPagePart, type PagePart } from '@/shared/site-copy/page-parts'
import { StaffPagesPage } from '@/web/features/staff/pages/staff-pages-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

/** The site's page copy (issue 36, ADR 0151): editors and admins (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/pages')({
  // `?part=about`; none (the staff bar's link) is the home page, so /staff/pages opens without a redirect.
  validateSearch: (search: Record<string, unknown>): { part?: PagePart } =>
    isPagePart(search.part) && search.part !== 'home' ? { part: search.part } : {},
  beforeLoad: requireRole('pages'),
  loaderDeps: ({ search }) => ({ part: search.part ?? 'home' }),
  loader: ({ context: { queryClient, trpc }, deps }) => {
    // One procedure per part, each typed with its own copy: the part picks which one to read.
    const read =
      deps.part === 'about'
        ? queryClient.ensureQueryData(trpc.site.pages.about.staffRead.queryOptions())
        : queryClient.ensureQueryData(trpc.site.pages.home.staffRead.queryOptions())
    return awaitOnServer(read.catch(() => undefined))
  },
  head: ({ matches }) =>
    pageHead(siteOf(matches), {
      title: 'Page copy',
      description: 'The copy of the site’s pages, for staff.',
      path: '/staff/pages',
      noindex: true,
    }),
  component: function StaffPages() {
    return <StaffPagesPage part={Route.useSearch().part ?? 'home'} />
  },
})
