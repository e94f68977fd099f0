import { milesBetween } from './distance'
import { CITIES } from './place-names'
import type { NamedPlace } from './places'
import type { ScoringSchool } from './school-traits'

/**
 * Whether a school is in a place the brief names (issue 39): a state or region by its state; a metro area by
 * the school's IPEDS CBSA or CSA (by its city where the row has no metro code: fixtures, old rows); a city by its
 * city; a radius by the great-circle distance from the school's coordinates to the radius's centre.
 */
export function placeContains(place: NamedPlace, school: ScoringSchool): boolean {
  if (place.kind === 'radius') {
    const center = place.radius?.center
    if (!center || school.latitude == null || school.longitude == null) return false
    return milesBetween(center, [school.latitude, school.longitude]) <= place.radius!.miles
  }
  if (place.metro && (school.cbsa != null || school.csa != null))
    return (
      (school.cbsa != null && place.metro.cbsa.includes(school.cbsa)) ||
      (school.csa != null && place.metro.csa.includes(school.csa))
    )
  if (!school.state || !place.states.includes(school.state)) return false
  return place.kind !== 'city' || Boolean(school.city && place.cities?.includes(school.city))
}

/** Miles from a radius's centre, for the reasons ("about 12 miles from Austin"); null without coordinates. */
export function milesFromCenter(place: NamedPlace, school: ScoringSchool): number | null {
  const center = place.radius?.center
  if (!center || school.latitude == null || school.longitude == null) return null
  return milesBetween(center, [school.latitude, school.longitude])
}

/**
 * Gives each "within N miles of <city>" its centre: the mean coordinates of the directory's campuses in that
 * city (in the state named, else in the state with most campuses of that name, else the city table's state),
 * and its states: where the campuses inside it are. Returns the radii it could not place (no campus lists that
 * city), for the brand to be told; they are left without a centre and so contain nothing.
 */
export function resolveRadius(place: NamedPlace, schools: readonly ScoringSchool[]): boolean {
  const radius = place.radius
  if (!radius) return true
  if (radius.center) return true
  const name = radius.city.toLowerCase().replace(/^st\.? /, 'saint ')
  const sameName = (city: string | null) =>
    city !== null && city.toLowerCase().replace(/^st\.? /, 'saint ') === name
  const named = schools.filter(
    (school) => sameName(school.city) && school.latitude != null && school.longitude != null,
  )
  const tableState = CITIES.find((city) => city.cities.some(sameName))?.states[0] ?? null
  const state = radius.state ?? mostCommonState(named) ?? tableState
  const here = named.filter((school) => school.state === state)
  if (!here.length) return false
  const center: [number, number] = [
    here.reduce((sum, school) => sum + school.latitude!, 0) / here.length,
    here.reduce((sum, school) => sum + school.longitude!, 0) / here.length,
  ]
  radius.center = center
  radius.state = state
  const inside = schools.filter((school) => placeContains(place, school))
  place.states = [...new Set(inside.map((school) => school.state).filter((code): code is string => !!code))]
  return true
}

function mostCommonState(schools: readonly ScoringSchool[]): string | null {
  const counts = new Map<string, number>()
  for (const school of schools)
    if (school.state) counts.set(school.state, (counts.get(school.state) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null
}
