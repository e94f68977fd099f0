import { US_STATES } from '@/shared/geo/us-states'
import { foldForSearch } from './fold-for-search'

/** Words an abbreviation leaves out: "University of Georgia" is "UGA", not "UOG". */
const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'on', 'de', 'del', 'y'])

/** Each state's folded name as words, longest first, so "west virginia" wins over "virginia". */
const STATE_WORDS = US_STATES.map((state) => ({
  words: foldForSearch(state.name).split(' '),
  code: state.code.toLowerCase(),
})).sort((a, b) => b.words.length - a.words.length)

function stateAt(words: readonly string[], index: number) {
  return STATE_WORDS.find((state) => state.words.every((word, offset) => words[index + offset] === word))
}

/**
 * The first letters of a name's significant words; with `stateCodes`, a state's name counts as its postal code
 * ("University of Georgia" → "uga", "New York University" → "nyu", where the plain letters give "ug", "nyu").
 * Numbers are left out.
 */
function initialsOf(words: readonly string[], stateCodes: boolean): string {
  let initials = ''
  for (let index = 0; index < words.length;) {
    const state = stateCodes ? stateAt(words, index) : undefined
    if (state) {
      initials += state.code
      index += state.words.length
      continue
    }
    const word = words[index++]!
    if (!MINOR_WORDS.has(word) && /^\p{L}/u.test(word)) initials += word[0]
  }
  return initials
}

const wordsOf = (text: string) => foldForSearch(text).split(' ').filter(Boolean)

/**
 * How people abbreviate a college's name, folded for search (ADR 0022): the initials of its significant words,
 * plain and with state names as postal codes ("ucla", "nyu", "uga"); and, for a campus named "X at Place" or
 * "X-Place", the initials of X before the place's words ("unc chapel hill", "ut austin", "uw madison").
 * Initials standing alone need three letters: two would read as a state code ("Spelman College" is not "SC").
 */
export function nameAbbreviations(name: string): string[] {
  const forms = new Set<string>()
  const words = wordsOf(name)
  for (const stateCodes of [false, true]) {
    const initials = initialsOf(words, stateCodes)
    if (initials.length >= 3) forms.add(initials)
  }
  // " at " or a dash between words: "University of North Carolina at Chapel Hill", "University of Wisconsin-Madison".
  const [institution, ...places] = name.split(/\s+at\s+|\s*[-–—]\s*/i)
  const place = wordsOf(places.join(' ')).join(' ')
  if (institution && place) {
    for (const stateCodes of [false, true]) {
      const initials = initialsOf(wordsOf(institution), stateCodes)
      if (initials.length >= 2) forms.add(`${initials} ${place}`)
    }
  }
  return [...forms]
}
