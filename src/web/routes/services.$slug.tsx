import { createFileRoute, notFound } from '@tanstack/react-router'
import { isOneOf, SERVICE_SLUGS, servicePath } from '@/shared/marketing/public-pages'
import { serviceJsonLd } from '@/web/features/marketing/structured-data'
import { serviceSummaries } from '@/web/features/services/service-meta'
import { ServiceDetailPage } from '@/web/features/services/service-detail-page'
import { pageHead } from '@/web/lib/seo'
import { withNetwork } from '@/shared/schools/network-words'
import { networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/services/$slug')({
  loader: ({ params }) => {
    const slug = params.slug.toLowerCase()
    if (!isOneOf(SERVICE_SLUGS, slug)) throw notFound()
    // The summaries travel with the route's chunk, out of every page's first load (head() is in the entry).
    return { slug, summary: serviceSummaries[slug] }
  },
  head: ({ matches, loaderData }) => {
    if (!loaderData) return {}
    const site = siteOf(matches)
    const { summary } = loaderData
    const service = { ...summary, description: withNetwork(summary.description, networkOf(matches)) }
    const path = servicePath(service.slug)
    return pageHead(site, {
      title: service.name,
      description: service.description,
      path,
      keywords: service.keywords,
      jsonLd: [serviceJsonLd(site, { ...service, path })],
    })
  },
  component: function ServiceRoute() {
    return <ServiceDetailPage slug={Route.useLoaderData().slug} />
  },
})
