import { carnegieName, isAssociateClass } from '@/shared/schools/carnegie'
import { localeWords } from '@/shared/schools/locale'
import { onCampusSentence, RESIDENTIAL_LABELS } from '@/shared/schools/residential'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { SIZE_BAND_LABELS } from '@/shared/schools/size-band'
import { formatWholeNumber } from '@/shared/us-format'

/**
 * The school's IPEDS and HIFLD facts in words (docs/decisions/0024-honest-school-facts.md). Every fact comes
 * from the school's own row; a fact the row does not have is left out, never filled with a typical value.
 */
export type FactSchool = Pick<
  SchoolDetail,
  | 'name'
  | 'city'
  | 'state'
  | 'type'
  | 'studentPopulation'
  | 'sizeBand'
  | 'control'
  | 'sector'
  | 'carnegie'
  | 'locale'
  | 'localeSize'
  | 'hbcu'
  | 'tribal'
  | 'landGrant'
  | 'fullTimeEnrollment'
  | 'partTimeEnrollment'
  | 'dormCapacity'
  | 'residential'
  | 'undergraduate'
>

const CONTROL_WORDS = {
  public: 'Public',
  'private-nonprofit': 'Private nonprofit',
  'private-for-profit': 'Private for-profit',
} as const

export const controlWords = (school: Pick<FactSchool, 'control'>) =>
  school.control ? CONTROL_WORDS[school.control] : null

/** IPEDS SECTOR 1-3 are four-year-or-above institutions, 4-6 two-year ones. */
export function levelWords(school: Pick<FactSchool, 'sector'>): string | null {
  if (school.sector === null) return null
  if (school.sector >= 1 && school.sector <= 3) return 'Four-year or above'
  if (school.sector >= 4 && school.sector <= 6) return 'Two-year'
  return null
}

/** HBCU, tribal and land-grant status, in the words the federal lists use. */
export function designations(school: Pick<FactSchool, 'hbcu' | 'tribal' | 'landGrant'>): string[] {
  return [
    ...(school.hbcu ? ['Historically Black College or University (HBCU)'] : []),
    ...(school.tribal ? ['Tribal College or University'] : []),
    ...(school.landGrant ? ['Land-grant institution'] : []),
  ]
}

/** Enrollment with its source, or the IPEDS size band when HIFLD has no count. */
export function enrollmentFact(school: Pick<FactSchool, 'studentPopulation' | 'sizeBand'>): string | null {
  if (school.studentPopulation && school.studentPopulation > 0)
    return `${formatWholeNumber(school.studentPopulation)} students`
  return school.sizeBand ? `${SIZE_BAND_LABELS[school.sizeBand]} (IPEDS size band)` : null
}

/** "38,000 full-time, 7,400 part-time" when HIFLD splits the headcount. */
export function attendanceFact(
  school: Pick<FactSchool, 'fullTimeEnrollment' | 'partTimeEnrollment'>,
): string | null {
  const { fullTimeEnrollment: full, partTimeEnrollment: part } = school
  if (full === null || part === null || full + part === 0) return null
  return `${formatWholeNumber(full)} full-time, ${formatWholeNumber(part)} part-time`
}

/** Who the school teaches, when IPEDS says it offers no undergraduate programs (a medical school, a seminary). */
export const audienceFact = (school: Pick<FactSchool, 'undergraduate'>) =>
  school.undergraduate === false ? 'Graduate and professional students only' : null

/** Residence halls and the Carnegie residential character, e.g. "About 6,800 students live on campus (21%…)". */
export function livingFact(
  school: Pick<FactSchool, 'dormCapacity' | 'studentPopulation' | 'residential'>,
): string | null {
  const halls = onCampusSentence(school.dormCapacity, school.studentPopulation)
  const character = school.residential ? RESIDENTIAL_LABELS[school.residential] : null
  if (halls && character) return `${halls}; ${character.toLowerCase()} campus`
  return halls ?? (character && `${character} campus`)
}

export interface Fact {
  term: string
  value: string
}

/** The facts of the Overview's list, in reading order; unknown ones are absent. */
export function schoolFacts(school: FactSchool): Fact[] {
  const facts: [string, string | null][] = [
    ['Enrollment', enrollmentFact(school)],
    ['Attendance', attendanceFact(school)],
    ['Living on Campus', livingFact(school)],
    ['Students', audienceFact(school)],
    ['Institution Type', school.type],
    ['Control', controlWords(school)],
    ['Level', levelWords(school)],
    ['Carnegie Classification', carnegieName(school.carnegie)],
    ['Setting', localeWords(school)],
    ['Designations', designations(school).join(', ') || null],
  ]
  return facts
    .filter((fact): fact is [string, string] => fact[1] !== null)
    .map(([term, value]) => ({ term, value }))
}

/** The kind of school in a phrase: "a public four-year institution", "a private nonprofit two-year college". */
export function kindPhrase(school: FactSchool): string {
  const control = controlWords(school)?.toLowerCase()
  const level = levelWords(school)
  const levelPhrase = level === 'Two-year' ? 'two-year' : level ? 'four-year' : ''
  const words = [control, levelPhrase, 'institution'].filter(Boolean).join(' ')
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`
}

/** True for schools where two-year programs lead (by Carnegie class or IPEDS sector). */
export const isTwoYear = (school: Pick<FactSchool, 'carnegie' | 'sector'>) =>
  isAssociateClass(school.carnegie) || (school.sector !== null && school.sector >= 4)
