import type { FaqItem } from '@/shared/marketing/faq.schema'
import type { NetworkWords } from '@/shared/schools/network-words'
import type { SiteConfig } from '@/shared/site'
import { absoluteUrl } from '@/web/lib/seo'

/**
 * JSON-LD for the marketing pages (decision D22), with price range $$. No aggregateRating or review: the spec's
 * "4.9 from 127 reviews" is example content (decision D24), and structured data never states a rating nobody
 * gave. `priceRange` belongs to schema.org's LocalBusiness family, so the organization is typed both
 * Organization and ProfessionalService (one of that family) to keep every property valid. The college count is
 * the directory's (`network`).
 */
export function organizationJsonLd(site: SiteConfig, network: NetworkWords) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': `${site.publicUrl}/#organization`,
    name: site.brandName,
    url: `${site.publicUrl}/`,
    logo: absoluteUrl(site, '/images/logo-mark.svg'),
    image: absoluteUrl(site, '/images/og-default.png'),
    description: `College and campus marketing agency: street teams, brand ambassador programs, campus events and sampling at ${network.colleges} U.S. colleges.`,
    areaServed: { '@type': 'Country', name: 'United States' },
    priceRange: '$$',
    parentOrganization: { '@type': 'Organization', name: site.partnerName, url: site.partnerUrl },
    // Only what is configured (CONTACT_*): structured data never states a way to reach the team that is not real.
    ...(site.contact.email && { email: site.contact.email }),
    ...(site.contact.phone && { telephone: site.contact.phone }),
    ...(site.contact.address && { address: site.contact.address }),
  }
}

/** A reference to the organization above, for the provider / publisher of other objects. */
export const organizationRef = (site: SiteConfig) => ({
  '@type': 'Organization',
  '@id': `${site.publicUrl}/#organization`,
  name: site.brandName,
  url: `${site.publicUrl}/`,
  logo: absoluteUrl(site, '/images/logo-mark.svg'),
})

export function serviceJsonLd(
  site: SiteConfig,
  service: { name: string; description: string; path: string; serviceType: string; offers?: string[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(site, service.path),
    provider: organizationRef(site),
    areaServed: { '@type': 'Country', name: 'United States' },
    audience: { '@type': 'BusinessAudience', name: 'Brands and agencies marketing to college students' },
    ...(service.offers && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: service.name,
        itemListElement: service.offers.map((name) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name },
        })),
      },
    }),
  }
}

export function articleJsonLd(
  site: SiteConfig,
  article: { headline: string; description: string; path: string; image: string; about: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url: absoluteUrl(site, article.path),
    mainEntityOfPage: absoluteUrl(site, article.path),
    image: absoluteUrl(site, article.image),
    about: { '@type': 'Organization', name: article.about },
    author: organizationRef(site),
    publisher: organizationRef(site),
  }
}

/** The FAQ as FAQPage data: the answers are in the first HTML even though the accordion starts closed. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
    })),
  }
}

export function webPageJsonLd(
  site: SiteConfig,
  page: {
    type?: 'WebPage' | 'AboutPage' | 'CollectionPage'
    name: string
    description: string
    path: string
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': page.type ?? 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(site, page.path),
    isPartOf: { '@type': 'WebSite', name: site.brandName, url: `${site.publicUrl}/` },
    publisher: organizationRef(site),
  }
}
