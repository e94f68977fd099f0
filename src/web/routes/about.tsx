import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/web/features/company/about-page'
import { organizationJsonLd, webPageJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import { networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/about')({
  // The page's words and team are staff's copy (ADR 0155), kept in the shared read cache.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.site.pages.about.read.queryOptions()),
  head: ({ matches }) => {
    const site = siteOf(matches)
    const network = networkOf(matches)
    const description = `${site.brandName} is a college and campus marketing agency: local student teams, campus relationships at ${network.colleges} colleges and reporting by campus. Built with ${site.partnerName}.`
    return pageHead(site, {
      title: 'About Us',
      description,
      path: '/about',
      keywords: ['about ' + site.brandName, 'campus marketing agency', 'college marketing company'],
      jsonLd: [
        webPageJsonLd(site, {
          type: 'AboutPage',
          name: `About ${site.brandName}`,
          description,
          path: '/about',
        }),
        organizationJsonLd(site, network),
      ],
    })
  },
  component: function About() {
    return <AboutPage copy={Route.useLoaderData()} />
  },
})
