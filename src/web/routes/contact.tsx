import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/web/features/contact/contact-page'
import { loadSchoolContext, schoolSearchOf } from '@/web/features/contact/school-context'
import { campaignMessageOf, idsParam, schoolIdsOf } from '@/web/features/schools/compare/compare-search'
import { useTrpc } from '@/web/lib/trpc'
import { absoluteUrl, pageHead } from '@/web/lib/seo'
import { networkOf, siteOf } from '@/web/lib/site'

/** `?schools=1,2,3` from a comparison ("Plan a campaign at these schools"): the message starts with their names. */
export const Route = createFileRoute('/contact')({
  // `?school=<slug>` from a school page's calls to action: the form starts from that school.
  validateSearch: (raw: Record<string, unknown>): { school?: string; schools?: string | number } => ({
    ...schoolSearchOf(raw),
    schools: idsParam(schoolIdsOf(raw.schools)),
  }),
  loaderDeps: ({ search }) => ({ school: search.school, schools: search.schools }),
  loader: async ({ context, deps }) => {
    const ids = schoolIdsOf(deps.schools)
    // A school list that fails to load leaves the message blank rather than the page broken.
    if (ids.length)
      await context.queryClient
        .ensureQueryData(context.trpc.schools.compare.queryOptions({ ids }))
        .catch(() => undefined)
    return { school: await loadSchoolContext(context, deps.school) }
  },
  head: ({ matches }) => {
    const site = siteOf(matches)
    const description = `Contact ${site.brandName} about college marketing: street teams, brand ambassadors and campus activations at ${networkOf(matches).colleges} U.S. colleges.`
    return pageHead(site, {
      title: 'Contact Us',
      description,
      path: '/contact',
      keywords: ['contact campus marketing agency', 'college marketing quote', 'campus activation'],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${site.brandName}`,
          description,
          url: absoluteUrl(site, '/contact'),
        },
      ],
    })
  },
  component: function ContactRoute() {
    const ids = schoolIdsOf(Route.useSearch().schools)
    const { data } = useQuery({ ...useTrpc().schools.compare.queryOptions({ ids }), enabled: ids.length > 0 })
    return (
      <ContactPage
        school={Route.useLoaderData().school}
        defaultMessage={data?.length ? campaignMessageOf(data) : undefined}
      />
    )
  },
})
