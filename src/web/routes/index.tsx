import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/home-page'
import { faqJsonLd, organizationJsonLd } from '../features/marketing/structured-data'
import { pageHead } from '../lib/seo'
import { siteOf } from '../lib/site'

export const Route = createFileRoute('/')({
  // The FAQ answers are server content (sanitized HTML): loaded here so they are in the first HTML.
  loader: async ({ context }) => ({
    faq: await context.queryClient.ensureQueryData(context.trpc.marketing.faq.queryOptions({ page: 'home' })),
  }),
  head: ({ matches, loaderData }) => {
    const site = siteOf(matches)
    return pageHead(site, {
      title: `College & Campus Marketing Agency | ${site.brandName}`,
      rawTitle: true,
      description:
        'Street teams, brand ambassadors and campus activations at 4,000+ U.S. colleges. Reach 50M+ students where they live, study and socialize, live in 48 hours.',
      path: '/',
      keywords: [
        'college marketing agency',
        'campus marketing',
        'street teams',
        'brand ambassador programs',
        'university event marketing',
        'student sampling',
      ],
      jsonLd: [organizationJsonLd(site), ...(loaderData ? [faqJsonLd(loaderData.faq)] : [])],
    })
  },
  component: HomePage,
})
