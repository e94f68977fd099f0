import { createFileRoute } from '@tanstack/react-router'
import { CaseStudiesPage } from '@/web/features/case-studies/case-studies-page'
import { webPageJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/case-studies')({
  // The published studies from the shared read cache (ADR 0154), in the first HTML.
  loader: async ({ context: { queryClient, trpc } }) => {
    const studies = await queryClient.ensureQueryData(trpc.caseStudies.list.queryOptions())
    // The description names the clients: worded here, in the route's chunk, not in the route tree.
    const clients = studies.map((study) => study.client)
    const description = `College marketing case studies${clients.length ? ` from ${clients.slice(0, 6).join(', ')}` : ''}: the challenge, the campus plan and measured results.`
    return { studies, description }
  },
  head: ({ matches, loaderData }) => {
    const site = siteOf(matches)
    const description = loaderData?.description ?? 'College marketing case studies.'
    return pageHead(site, {
      title: 'Case Studies',
      description,
      path: '/case-studies',
      keywords: ['campus marketing case studies', 'college marketing results', 'student marketing ROI'],
      jsonLd: [
        webPageJsonLd(site, {
          type: 'CollectionPage',
          name: 'Case Studies',
          description,
          path: '/case-studies',
        }),
      ],
    })
  },
  component: function CaseStudiesRoute() {
    return <CaseStudiesPage studies={Route.useLoaderData().studies} />
  },
})
