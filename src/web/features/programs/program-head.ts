import {
  cityState,
  formatBudget,
  programCategory,
  shortDateRange,
  statusLabel,
} from '@/shared/programs/program-display'
import type { Program } from '@/shared/programs/program.schema'
import { schoolPath } from '@/shared/schools/slug'
import type { SiteConfig } from '@/shared/site'
import { organizationRef, webPageJsonLd } from '@/web/features/marketing/structured-data'
import { absoluteUrl, pageHead } from '@/web/lib/seo'
import type { ProgramSearch } from './program-search'

const LIST_DESCRIPTION =
  'Browse active and upcoming campus marketing programs at U.S. colleges: welcome weeks, game days, career fairs and ambassador programs, with dates, budgets and ROI tracking.'

/** The list's head; a school's list is its own page (its own canonical URL), like the blog's categories. */
export function programListHead(site: SiteConfig, search: ProgramSearch) {
  // The canonical address names the school and status, not the page: page 2 is the same collection.
  const query = new URLSearchParams()
  if (search.school) query.set('school', String(search.school))
  if (search.status) query.set('status', search.status)
  const path = query.size ? `/campus-programs?${query}` : '/campus-programs'
  return pageHead(site, {
    title: 'Campus Programs',
    description: LIST_DESCRIPTION,
    path,
    keywords: [
      'campus programs',
      'campus marketing',
      'college marketing',
      'brand activations',
      'student events',
    ],
    jsonLd: [
      webPageJsonLd(site, {
        type: 'CollectionPage',
        name: 'Campus Programs',
        description: LIST_DESCRIPTION,
        path,
      }),
    ],
  })
}

export const programPath = (id: number) => `/campus-programs/${id}`

/** A calendar day as schema.org wants it: '2026-09-01' (dates are stored at midnight UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The program in one sentence, for its meta description and its structured data when it has no description. */
export function programSummary(program: Program): string {
  const where = cityState(program.school)
  const school = program.school ? ` at ${program.school.name}${where ? ` in ${where}` : ''}` : ''
  const dates = program.startDate ? `, ${shortDateRange(program.startDate, program.endDate)}` : ''
  const category = programCategory(program.name).label
  return `${statusLabel(program.status)} campus program${school}${dates}. Category: ${category}. Investment: ${formatBudget(program.budget)}.`
}

/** At most `max` characters, cut at a word boundary when there is one. */
function clip(text: string, max: number) {
  if (text.length <= max) return text
  const space = text.lastIndexOf(' ', max - 1)
  return `${text.slice(0, space > 0 ? space : max - 1).replace(/[\s,.;:]+$/, '')}…`
}

/**
 * schema.org Event: a campus program happens at a place on given days, which is what search engines show for
 * events. The school is the location (CollegeOrUniversity is a Place), the brand the organizer.
 */
export function programEventJsonLd(site: SiteConfig, program: Program) {
  const url = absoluteUrl(site, programPath(program.id))
  const { school } = program
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: program.name,
    description: program.description ?? programSummary(program),
    url,
    image: absoluteUrl(site, programCategory(program.name).image),
    ...(program.startDate ? { startDate: isoDay(program.startDate) } : {}),
    ...(program.endDate ? { endDate: isoDay(program.endDate) } : {}),
    // A completed program took place as scheduled; only a cancelled one says otherwise.
    eventStatus:
      program.status.toLowerCase() === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(school
      ? {
          location: {
            '@type': 'CollegeOrUniversity',
            name: school.name,
            url: absoluteUrl(site, schoolPath(school.slug)),
            address: {
              '@type': 'PostalAddress',
              ...(school.city ? { addressLocality: school.city } : {}),
              ...(school.state ? { addressRegion: school.state } : {}),
              addressCountry: 'US',
            },
          },
        }
      : {}),
    organizer: organizationRef(site),
  }
}

/** The detail page's head; without a program (not found) a noindex page that names the problem. */
export function programHead(site: SiteConfig, program: Program | undefined) {
  if (!program) {
    return pageHead(site, {
      title: 'Program Not Found',
      description: "The campus program you're looking for doesn't exist or has been removed.",
      path: '/campus-programs',
      noindex: true,
    })
  }
  return pageHead(site, {
    title: program.school ? `${program.name} at ${program.school.name}` : program.name,
    description: clip(program.description ?? programSummary(program), 200),
    path: programPath(program.id),
    keywords: [
      program.name,
      ...(program.school ? [program.school.name, `${program.school.name} marketing`] : []),
      programCategory(program.name).label,
      'campus marketing program',
      'college marketing',
    ],
    jsonLd: [programEventJsonLd(site, program)],
  })
}
