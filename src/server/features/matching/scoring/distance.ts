const EARTH_MILES = 3958.8
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle miles between two coordinates. */
export function milesBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const [lat1, lon1] = a.map(radians) as [number, number]
  const [lat2, lon2] = b.map(radians) as [number, number]
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "about 1.4 miles", "about 70 miles", "about 230 miles": as precise as the distance needs. */
export function milesAway(miles: number): string {
  if (miles < 0.5) return 'less than half a mile'
  const rounded =
    miles < 10 ? Math.round(miles * 10) / 10 : miles < 100 ? Math.round(miles) : Math.round(miles / 10) * 10
  return `about ${rounded} mile${rounded === 1 ? '' : 's'}`
}
