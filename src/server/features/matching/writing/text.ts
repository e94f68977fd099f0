import { stateByCode } from '../../../../shared/geo/us-states'
import type { ScoringSchool } from '../scoring/school-traits'

export const capitalize = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text)

/**
 * A short quote of what the visitor wrote: the first sentence, cut at a word boundary under `max` characters.
 * The writers quote the profile rather than paraphrase it, so nothing is put in the brand's mouth.
 */
export function excerpt(text: string | null | undefined, max = 90): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  const sentence = /^(.+?[.!?])(\s|$)/.exec(clean)?.[1] ?? clean
  const cut =
    sentence.length <= max
      ? sentence
      : `${sentence.slice(0, sentence.lastIndexOf(' ', max - 1) > 20 ? sentence.lastIndexOf(' ', max - 1) : max - 1)}…`
  return cut.replace(/[.!?]$/, '')
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
