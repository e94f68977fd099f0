// No zod here: the privacy page imports this, and zod stays out of public pages' first load (ADR 0082).

/** "90 minutes", "1 hour", "2 hours": a duration as the page states it. */
export function minutesInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = minutes / 60
  return `${hours} hour${hours === 1 ? '' : 's'}`
}

/** "1 day", "730 days". */
export const daysInWords = (days: number): string => `${days} day${days === 1 ? '' : 's'}`
