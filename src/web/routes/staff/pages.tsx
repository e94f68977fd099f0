import { createFileRoute } from '@tanstack/react-router'
import { isPagePart, type PagePart } from '@/shared/site-copy/page-parts'
import { StaffPagesPage } from '@/web/features/staff/pages/staff-pages-page'
import { awaitOnServer } from '@/web/lib/load'
import { requireRole } from '@/web/lib/require-role'
import { privateHead } from '@/web/lib/seo'

/** The part a search names; none or an unknown one is the home page. */
const partOf = (part: string | undefined): PagePart => (isPagePart(part) ? part : 'home')

/** The site's page copy (issue 36, ADR 0155): editors and admins (SCREEN_ROLES), never indexed. */
export const Route = createFileRoute('/staff/pages')({
  // `?part=about`; none (the staff bar's link) is the home page, so /staff/pages opens without a redirect. Checked
  // against the parts in the loader and the screen (split from the route tree), not here: this function is in
  // every public page's first load.
  validateSearch: (search: Record<string, unknown>): { part?: string } =>
    typeof search.part === 'string' ? { part: search.part } : {},
  beforeLoad: requireRole('pages'),
  loaderDeps: ({ search }) => ({ part: search.part }),
  loader: ({ context: { queryClient, trpc }, deps }) => {
    // One procedure per part, each typed with its own copy; at run time they differ by their path only.
    const procedures = trpc.site.pages[partOf(deps.part)] as typeof trpc.site.pages.home
    const read = queryClient.ensureQueryData(procedures.staffRead.queryOptions())
    return awaitOnServer(read.catch(() => undefined))
  },
  head: privateHead('Page copy', 'The copy of the site’s pages, for staff.', '/staff/pages'),
  component: function StaffPages() {
    return <StaffPagesPage part={partOf(Route.useSearch().part)} />
  },
})
