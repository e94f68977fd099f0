/**
 * How a program is shown (spec sections 3 and 9), shared by the list, the detail page, the staff screens and
 * the structured data. Pure functions: unit-tested at their boundaries in program-display.test.ts.
 */
import { formatDollars, formatShortDay } from '@/shared/us-format'
import { illustration } from '@/shared/artwork'

/** Category label and picture from keywords in the program's name, tried in the spec's order. */
const CATEGORIES: { keywords: string[]; label: string; image: string }[] = [
  { keywords: ['welcome', 'orientation'], label: 'Student Engagement', image: illustration('street-team') },
  { keywords: ['homecoming', 'alumni'], label: 'Alumni Relations', image: illustration('music') },
  { keywords: ['ambassador', 'leadership'], label: 'Leadership Program', image: illustration('creators') },
  { keywords: ['fair', 'expo'], label: 'Campus Event', image: illustration('activation') },
  { keywords: ['sports', 'athletic'], label: 'Athletic Program', image: illustration('game-day') },
  { keywords: ['graduation', 'ceremony'], label: 'Academic Milestone', image: illustration('campus') },
]
const OTHER_CATEGORY = { label: 'Campus Initiative', image: illustration('sampling') }

export interface ProgramCategory {
  label: string
  image: string
}

export function programCategory(name: string): ProgramCategory {
  const lower = name.toLowerCase()
  const match = CATEGORIES.find((category) => category.keywords.some((keyword) => lower.includes(keyword)))
  return match ? { label: match.label, image: match.image } : OTHER_CATEGORY
}

/** Badge colours (product §9): active green, planned blue, completed purple, cancelled red, others grey. */
const STATUS_TONES: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  planned: 'bg-blue-100 text-blue-800',
  completed: 'bg-purple-100 text-purple-800',
  cancelled: 'bg-red-100 text-red-800',
}
const OTHER_TONE = 'bg-gray-100 text-gray-800'

export const statusTone = (status: string) => STATUS_TONES[status.toLowerCase()] ?? OTHER_TONE

/** 'active' → 'Active'. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1)

const DAY_MS = 86_400_000

/**
 * The calendar days a program runs, both ends included (a program that starts and ends on the same day runs
 * '1 day'); null when either date is missing.
 */
export function programDays(start: Date | null, end: Date | null): number | null {
  if (!start || !end) return null
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/**
 * The duration phrase (product §9): exactly 1 day is '1 day'; under 30 'N days'; under 365 about N/30
 * months; otherwise about N/365 years, rounded.
 */
export function durationPhrase(days: number): string {
  if (days < 30) return plural(days, 'day')
  if (days < 365) return `about ${plural(Math.round(days / 30), 'month')}`
  return `about ${plural(Math.round(days / 365), 'year')}`
}

/**
 * The card's dates: short start and end with the start year ('Sep 1 – Oct 15, 2026'); both years when the
 * program crosses one ('Dec 15, 2026 – Jan 10, 2027'); 'Dates to be announced' without a start.
 */
export function shortDateRange(start: Date | null, end: Date | null): string {
  if (!start) return 'Dates to be announced'
  const startYear = start.getUTCFullYear()
  if (!end) return `From ${formatShortDay(start)}, ${startYear}`
  const endYear = end.getUTCFullYear()
  if (endYear !== startYear)
    return `${formatShortDay(start)}, ${startYear} – ${formatShortDay(end)}, ${endYear}`
  return `${formatShortDay(start)} – ${formatShortDay(end)}, ${startYear}`
}

/** '$25,000'; 'Budget on request' when none is set. */
export const formatBudget = (budget: number | null) =>
  budget === null ? 'Budget on request' : formatDollars(budget)

/** 'Austin, TX' when both exist (spec: "city, state when both exist"), else ''. */
export const cityState = (school: { city: string | null; state: string | null } | null) =>
  school?.city && school.state ? `${school.city}, ${school.state}` : ''
