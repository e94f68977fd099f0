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
import { organizationRef } from '@/web/features/marketing/structured-data'
import { absoluteUrl, pageHead } from '@/web/lib/seo'
import { programNotFoundHead } from './program-list-head'

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

/**
 * The detail page's head; without a program (not found) a noindex page that names the problem. Its route's
 * loader computes it (load-program.ts), so this module and the program wording stay out of every page's first
 * load.
 */
export function programHead(site: SiteConfig, program: Program | undefined) {
  if (!program) return programNotFoundHead(site)
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
