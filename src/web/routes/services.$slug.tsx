import { createFileRoute, notFound } from '@tanstack/react-router'
import { isOneOf, SERVICE_SLUGS, servicePath } from '@/shared/marketing/public-pages'
import { serviceJsonLd } from '@/web/features/marketing/structured-data'
import { serviceSummaries } from '@/web/features/services/service-meta'
import { ServiceDetailPage } from '@/web/features/services/service-detail-page'
import { pageHead } from '@/web/lib/seo'
import { withNetwork } from '@/shared/schools/network-words'
import { siteOf } from '@/web/lib/site'
import { withFigures } from '@/shared/marketing/agency-figures'

export const Route = createFileRoute('/services/$slug')({
  loader: async ({ params, parentMatchPromise, context: { queryClient, trpc } }) => {
    const slug = params.slug.toLowerCase()
    if (!isOneOf(SERVICE_SLUGS, slug)) throw notFound()
    // The network's count and the agency's figures as the root route read them.
    const { network, figures } = (await parentMatchPromise).loaderData!
    const summary = serviceSummaries[slug]
    // The service's case study as published (ADR 0154), names filled in; unpublished or deleted: none.
    // The page's words are staff's copy (ADR 0155), kept in the shared read cache and read as data.
    const [studies, copy] = await Promise.all([
      queryClient.ensureQueryData(trpc.caseStudies.list.queryOptions()),
      queryClient.ensureQueryData(trpc.site.pages[slug].read.queryOptions()),
    ])
    const study = studies.find((card) => card.slug === summary.caseStudy)
    // Worded here, in the route's chunk: the summaries stay out of every page's first load (head() is in the
    // entry), and what the page carries to the browser states the count, never the placeholder.
    return {
      slug,
      study: study ?? null,
      copy,
      service: { ...summary, description: withFigures(withNetwork(summary.description, network), figures) },
    }
  },
  head: ({ matches, loaderData }) => {
    if (!loaderData) return {}
    const site = siteOf(matches)
    const { service } = loaderData
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
    const { slug, study, copy } = Route.useLoaderData()
    return <ServiceDetailPage slug={slug} study={study} copy={copy} />
  },
})
