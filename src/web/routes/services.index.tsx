import { createFileRoute } from '@tanstack/react-router'
import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { faqJsonLd, serviceJsonLd } from '@/web/features/marketing/structured-data'
import { ServicesPage } from '@/web/features/services/services-page'
import { pageHead } from '@/web/lib/seo'
import { agencyFiguresIn, networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/services/')({
  // The page's words and its FAQ are staff's copy (ADR 0155), kept in the shared read cache: read as data, so
  // neither the copy nor its schema is in the route's chunk.
  loader: async ({ context }) => {
    const [copy, studies] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.site.pages.services.read.queryOptions()),
      // The published studies (ADR 0154), so an industry row links only to one visitors can open.
      context.queryClient.ensureQueryData(context.trpc.caseStudies.list.queryOptions()),
    ])
    // What the head's structured data states, worked out here in the route's chunk (the head is in every page's
    // first load): the FAQ, and the services offered under the names their cards give them.
    return {
      copy,
      publishedStudies: studies.map((study) => study.slug),
      faq: copy.faq.items,
      offers: SERVICE_SLUGS.map((slug) => copy.offer.cards[slug].name),
    }
  },
  head: ({ matches, loaderData }) => {
    const site = siteOf(matches)
    const figures = agencyFiguresIn(matches)
    const description = `Campus street teams, brand ambassador programs, campus event marketing and influencer marketing at ${networkOf(matches).colleges} colleges. ${figures.averageRoi.value} average ROI, live in ${figures.launch.value}.`
    return pageHead(site, {
      title: `${site.brandName} Services`,
      rawTitle: true,
      description,
      path: '/services',
      keywords: [
        'campus marketing services',
        'college street teams',
        'brand ambassador programs',
        'campus event marketing',
        'student marketing analytics',
      ],
      jsonLd: [
        serviceJsonLd(site, {
          name: `${site.brandName} Services`,
          serviceType: 'College and campus marketing',
          description,
          path: '/services',
          offers: loaderData?.offers,
        }),
        ...(loaderData ? [faqJsonLd(loaderData.faq)] : []),
      ],
    })
  },
  component: function Services() {
    const { copy, publishedStudies } = Route.useLoaderData()
    return <ServicesPage copy={copy} publishedStudies={publishedStudies} />
  },
})
