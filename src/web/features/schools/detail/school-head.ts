import type { SchoolDetail } from '@/shared/schools/school.schema'
import { schoolImage } from '@/shared/schools/school-image'
import { schoolPath } from '@/shared/schools/slug'
import type { SiteConfig } from '@/shared/site'
import { absoluteUrl, pageHead } from '@/web/lib/seo'
import { locationOf } from '@/web/features/schools/school-format'
import { formatWholeNumber } from '@/shared/us-format'
import { schoolNotFoundHead } from './school-not-found-head'

/** schema.org EducationalOrganization from the school's name, city, state and website (product §3). */
export function schoolJsonLd(school: SchoolDetail, site: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': absoluteUrl(site, schoolPath(school.slug)),
    name: school.name,
    ...(school.websiteUrl ? { url: school.websiteUrl } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(school.city ? { addressLocality: school.city } : {}),
      ...(school.state ? { addressRegion: school.state } : {}),
      addressCountry: 'US',
    },
  }
}

/**
 * Title, description, keywords, social tags, canonical link and JSON-LD of a school page. Both routes of a
 * school name the same canonical URL (its name route), so search engines see one page. The routes' loader
 * computes it (school-detail-route.tsx), so this module stays out of every page's first load.
 */
export function schoolHead(site: SiteConfig, school: SchoolDetail | undefined) {
  if (!school) return schoolNotFoundHead(site)
  const where = locationOf(school)
  const students = school.studentPopulation
    ? `${formatWholeNumber(school.studentPopulation)} students`
    : 'students'
  return pageHead(site, {
    title: `${school.name} Campus Marketing`,
    description: `Reach ${students} at ${school.name}${where ? ` in ${where}` : ''} with brand ambassadors, street teams and campus activations by ${site.brandName}.`,
    path: schoolPath(school.slug),
    keywords: [
      school.name,
      `${school.name} marketing`,
      ...(school.city ? [`${school.city} college marketing`] : []),
      ...(school.type ? [school.type] : []),
      'campus marketing',
      'college marketing',
    ],
    image: schoolImage(school),
    jsonLd: [schoolJsonLd(school, site)],
  })
}
