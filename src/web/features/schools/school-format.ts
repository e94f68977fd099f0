import { stateByCode } from '@/shared/geo/us-states'
import { formatLongDate, formatMonthYear, formatWholeNumber } from '@/shared/us-format'

/** Small display helpers shared by the directory and the detail screen. */
interface Located {
  city: string | null
  state: string | null
}

/** "Durham, NC"; whichever part is known. */
export const locationOf = ({ city, state }: Located) => [city, state].filter(Boolean).join(', ')

/** "Durham, North Carolina" for prose. */
export const longLocationOf = ({ city, state }: Located) =>
  [city, stateByCode(state)?.name ?? state].filter(Boolean).join(', ')

/** The card's and badge's student count, or the spec's 'Enrollment not available'. */
export const enrollmentLabel = (population: number | null) =>
  population && population > 0 ? `${formatWholeNumber(population)} Students` : 'Enrollment not available'

/** A maps-service search for the school, built from its name, city and state. */
export const mapsSearchUrl = (school: { name: string } & Located) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [school.name, school.city, school.state].filter(Boolean).join(', '),
  )}`

/**
 * The Key Facts line about the agency's work here, from the start of the first program that was not cancelled
 * (ADR 0024): a partnership dates from a program that has begun; one that has not yet begun is only planned, so
 * the page never states a partnership "since" a day still to come.
 */
export function partnershipFact(firstProgramDate: Date, now = new Date()): { term: string; value: string } {
  return firstProgramDate.getTime() <= now.getTime()
    ? { term: 'Partnership Since', value: formatLongDate(firstProgramDate) }
    : { term: 'Partnership', value: `First program planned for ${formatMonthYear(firstProgramDate)}` }
}
