import { createFileRoute } from '@tanstack/react-router'
import { BookCallPage } from '../features/booking/book-call-page'
import { serviceJsonLd } from '../features/marketing/structured-data'
import { pageHead } from '../lib/seo'
import { siteOf } from '../lib/site'

const description =
  'Book a free 30-minute campus marketing strategy call: a campus shortlist, activation ideas, a timeline and an honest budget range for your brand.'

export const Route = createFileRoute('/book-call')({
  head: ({ matches }) => {
    const site = siteOf(matches)
    return pageHead(site, {
      title: 'Book a Free Strategy Call',
      description,
      path: '/book-call',
      keywords: ['campus marketing consultation', 'college marketing strategy call', 'book a call'],
      jsonLd: [
        serviceJsonLd(site, {
          name: 'Free campus marketing strategy call',
          serviceType: 'Marketing consultation',
          description,
          path: '/book-call',
        }),
      ],
    })
  },
  component: BookCallPage,
})
