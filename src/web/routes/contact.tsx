import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/contact-page'
import { loadSchoolContext, schoolSearchOf } from '../features/contact/school-context'
import { absoluteUrl, pageHead } from '../lib/seo'
import { siteOf } from '../lib/site'

export const Route = createFileRoute('/contact')({
  // `?school=<slug>` from a school page's calls to action: the form starts from that school.
  validateSearch: schoolSearchOf,
  loaderDeps: ({ search }) => ({ school: search.school }),
  loader: async ({ context, deps }) => ({ school: await loadSchoolContext(context, deps.school) }),
  head: ({ matches }) => {
    const site = siteOf(matches)
    const description = `Contact ${site.brandName} about college marketing: street teams, brand ambassadors and campus activations at 4,000+ U.S. colleges.`
    return pageHead(site, {
      title: 'Contact Us',
      description,
      path: '/contact',
      keywords: ['contact campus marketing agency', 'college marketing quote', 'campus activation'],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${site.brandName}`,
          description,
          url: absoluteUrl(site, '/contact'),
        },
      ],
    })
  },
  component: function Contact() {
    return <ContactPage school={Route.useLoaderData().school} />
  },
})
