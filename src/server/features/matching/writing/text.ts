import { stateByCode } from '@/shared/geo/us-states'
import type { ScoringSchool } from '@/server/features/matching/scoring/school-traits'

export const capitalize = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text)

/**
 * A quote of what the visitor wrote: its first sentence, whole when it fits in `max` characters, otherwise its
 * longest run of whole phrases (cut at a comma, semicolon, colon, dash or "and") that does; a sentence with no
 * such break is quoted whole. Never cut inside a phrase and never an ellipsis: the writers quote the profile
 * rather than paraphrase it, and a quote cut mid-phrase can say something the brand did not.
 */
export function excerpt(text: string | null | undefined, max = 90): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  const sentence = (/^(.+?[.!?])(\s|$)/.exec(clean)?.[1] ?? clean).replace(/[.!?]$/, '')
  if (sentence.length <= max) return sentence
  let cut = -1
  for (const match of sentence.matchAll(/\s*([,;:](?=\s)| -| –| —| and\b| or\b)/g))
    if (match.index > 20 && match.index <= max) cut = match.index
  return cut > 0 ? sentence.slice(0, cut).replace(/[\s,;:]+$/, '') : sentence
}

export const stateName = (code: string | null) => stateByCode(code)?.name ?? code ?? ''

/** "Atlanta, Georgia", "Georgia", or "" when neither is known. */
export const placeOf = (school: Pick<ScoringSchool, 'city' | 'state'>) =>
  [school.city, stateName(school.state)].filter(Boolean).join(', ')

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
export const numberWord = (count: number) => NUMBER_WORDS[count] ?? String(count)

/** A deterministic pick among phrasings, so neighbouring cards do not read alike. */
export const pick = <T>(options: readonly T[], seed: number): T => options[Math.abs(seed) % options.length]!

export const LOCALE_PHRASE: Record<string, string> = {
  city: 'a city setting',
  suburb: 'a suburban setting',
  town: 'a small-town setting',
  rural: 'a rural setting',
}
