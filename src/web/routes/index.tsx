import { createFileRoute } from '@tanstack/react-router'
import { loadFeaturedSchool } from '@/web/features/home/featured-school'
import { HomePage } from '@/web/features/home/home-page'
import { faqJsonLd, organizationJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import { agencyFiguresIn, networkOf, siteOf } from '@/web/lib/site'

export const Route = createFileRoute('/')({
  // The featured school is its row, so its enrollment reads the same here as on its own page.
  loader: async ({ context }) => {
    // The published case studies (ADR 0154): the proof section's wordmarks and its client card; staff's copy
    // (ADR 0155), kept in the shared read cache: the hero, the cards, the call to action and the FAQ, whose
    // answers the server rendered to sanitized HTML.
    const [featuredSchool, caseStudies, copy] = await Promise.all([
      loadFeaturedSchool(context),
      context.queryClient.ensureQueryData(context.trpc.caseStudies.list.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.site.pages.home.read.queryOptions()),
    ])
    // The FAQ apart too: the head (in every page's first load) reads it with the shortest path.
    return { featuredSchool, caseStudies, copy, faq: copy.faq.items }
  },
  head: ({ matches, loaderData }) => {
    const site = siteOf(matches)
    const network = networkOf(matches)
    const figures = agencyFiguresIn(matches)
    return pageHead(site, {
      title: `College & Campus Marketing Agency | ${site.brandName}`,
      rawTitle: true,
      description: `Street teams, brand ambassadors and campus activations at ${network.colleges} U.S. colleges: ${figures.studentsReached.value} students reached where they live, study and socialize, live in ${figures.launch.value}.`,
      path: '/',
      keywords: [
        'college marketing agency',
        'campus marketing',
        'street teams',
        'brand ambassador programs',
        'university event marketing',
        'student sampling',
      ],
      jsonLd: [organizationJsonLd(site, network), ...(loaderData ? [faqJsonLd(loaderData.faq)] : [])],
    })
  },
  component: function Home() {
    const { featuredSchool, caseStudies, copy } = Route.useLoaderData()
    return <HomePage featuredSchool={featuredSchool} caseStudies={caseStudies} copy={copy} />
  },
})
