import { CARNEGIE_PHRASE } from '@/shared/schools/carnegie'
import { RESIDENTIAL_LABELS } from '@/shared/schools/residential'
import { formatWholeNumber } from '@/shared/us-format'
import {
  ARTS_NAME,
  BUSINESS_NAME,
  EDUCATION_NAME,
  HOSPITALITY_NAME,
  HEALTH_NAME,
  TECH_NAME,
} from './school-names'
import { traitsOf, type Archetype, type ScoringSchool } from './school-traits'

/** "a public college", "an R1 university", "an HBCU": by how the first word sounds. */
export const withArticle = (words: string) =>
  `${/^([aeiou]|R\d|HBCU|MBA|honou?r)/i.test(words) ? 'an' : 'a'} ${words}`

/** Carnegie classes (C21BASIC) and name words that show a school is of a kind, for the writers to cite. */
const EVIDENCE_CODES: Partial<Record<Archetype, number[]>> = {
  arts: [12, 30],
  health: [10, 25, 26],
  business: [29],
  law: [31],
  technical: [11, 28],
  tribal: [33],
  faith: [24],
}
const EVIDENCE_NAMES: Partial<Record<Archetype, RegExp>> = {
  education: EDUCATION_NAME,
  hospitality: HOSPITALITY_NAME,
  arts: ARTS_NAME,
  health: HEALTH_NAME,
  business: BUSINESS_NAME,
  technical: TECH_NAME,
}

/**
 * Why a school counts as a kind, in words for the reasons: its Carnegie special-focus class, or the word in
 * its name ("its name says Conservatory"), or null when neither says so.
 */
export function kindEvidence(school: ScoringSchool, kind: Archetype): string | null {
  if (kind === 'residential') return residentialEvidence(school)
  if (kind === 'landGrant' && school.landGrant) return 'IPEDS lists it as a land-grant institution'
  const c = school.carnegie ?? 0
  if (EVIDENCE_CODES[kind]?.includes(c) && CARNEGIE_PHRASE[c])
    return `Carnegie classifies it as ${withArticle(CARNEGIE_PHRASE[c])}`
  const word = EVIDENCE_NAMES[kind]?.exec(school.name)?.[0]
  return word ? `its name says "${word}"` : null
}

/**
 * "Carnegie: highly residential; residence halls for about 6,800 (21% of its students)", or null when the
 * directory knows neither (unknown is never said as 0). Beds are capacity: "about", and the share is capped at 100%.
 */
function residentialEvidence(school: ScoringSchool): string | null {
  const population = traitsOf(school).population
  const beds = school.dormCapacity ?? null
  const housing =
    beds === null
      ? null
      : beds === 0
        ? 'no on-campus housing'
        : `residence halls for about ${formatWholeNumber(beds < 1000 ? beds : Math.round(beds / 100) * 100)}${
            population
              ? ` (${Math.max(1, Math.min(100, Math.round((100 * beds) / population)))}% of its students)`
              : ''
          }`
  const parts = [
    school.residential ? `Carnegie: ${RESIDENTIAL_LABELS[school.residential].toLowerCase()}` : null,
    housing,
  ].filter(Boolean)
  return parts.length ? parts.join('; ') : null
}

/**
 * The kind of campus in words, for the writers (only the shortlisted schools need it, so it is not part of the
 * traits every school gets): `kindPhrase` "a public R2 research university, an HBCU and a land-grant
 * institution", `kindBase` the same without the flags.
 */
export function describeKind(school: ScoringSchool): { kindPhrase: string; kindBase: string } {
  const traits = traitsOf(school)
  const c = school.carnegie ?? 0
  const twoYear = traits.community === 1
  const technical = traits.technical
  const control =
    school.control === 'public' ? 'public ' : school.control === 'private-nonprofit' ? 'private ' : ''
  const flags = [school.hbcu ? 'an HBCU' : '', school.landGrant ? 'a land-grant institution' : ''].filter(
    Boolean,
  )
  let words: string
  if (technical === 1 && (c === 15 || c === 16))
    words = `${control}technical research university (${c === 15 ? 'R1' : 'R2'})`
  else if (CARNEGIE_PHRASE[c]) words = `${c <= 23 || c === 33 ? control : ''}${CARNEGIE_PHRASE[c]}`
  else if (twoYear) words = `${control}community college`
  else if (school.type) words = school.type.toLowerCase()
  else words = `${control}college`
  const kindBase = withArticle(words)
  return { kindBase, kindPhrase: flags.length ? `${kindBase}, ${flags.join(' and ')}` : kindBase }
}
