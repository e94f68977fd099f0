import { createFileRoute } from '@tanstack/react-router'
import { faqJsonLd, serviceJsonLd } from '@/web/features/marketing/structured-data'
import { ServicesPage } from '@/web/features/services/services-page'
import { pageHead } from '@/web/lib/seo'
import { agencyFiguresIn, networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/services/')({
  // The page's words and its FAQ are staff's copy (ADR 0155), kept in the shared read cache: read as data, so
  // neither the copy nor its schema is in the route's chunk.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.site.pages.services.read.queryOptions()),
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
          offers: [
            'Campus Street Teams',
            'Brand Ambassador Programs',
            'Campus Event Marketing',
            'Campus Influencer Marketing',
          ],
        }),
        ...(loaderData ? [faqJsonLd(loaderData.faq.items)] : []),
      ],
    })
  },
  component: function Services() {
    return <ServicesPage copy={Route.useLoaderData()} />
  },
})
