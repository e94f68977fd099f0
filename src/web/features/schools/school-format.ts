import { stateByCode } from '@/shared/geo/us-states'
import { formatWholeNumber } from '@/shared/us-format'

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
