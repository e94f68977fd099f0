import { createFileRoute } from '@tanstack/react-router'
import { CaseStudiesPage } from '@/web/features/case-studies/case-studies-page'
import { webPageJsonLd } from '@/web/features/marketing/structured-data'
import { pageHead } from '@/web/lib/seo'
import { siteOf } from '@/web/lib/site'

const description =
  'College marketing case studies from Spotify, Coca-Cola, L’Oréal Paris, Sephora, Microsoft and Patagonia: the challenge, the campus plan and measured results.'

export const Route = createFileRoute('/case-studies')({
  head: ({ matches }) => {
    const site = siteOf(matches)
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
  component: CaseStudiesPage,
})
