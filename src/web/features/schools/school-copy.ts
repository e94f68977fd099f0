import { carnegieName } from '@/shared/schools/carnegie'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { designations, isTwoYear, kindPhrase, type FactSchool } from './school-facts'
import { locationOf, longLocationOf } from './school-format'
import { formatWholeNumber } from '@/shared/us-format'

/** Generated prose of the school detail screen: local-area text (product §9 tiers) and the six-question FAQ. */
export type LocalAreaTier = 'large' | 'mid-sized' | 'small'

/** Above 20,000 students large, above 5,000 mid-sized, otherwise (or unknown) small. */
export function localAreaTier(population: number | null): LocalAreaTier {
  if (population !== null && population > 20_000) return 'large'
  if (population !== null && population > 5_000) return 'mid-sized'
  return 'small'
}

type CopySchool = Pick<SchoolDetail, 'name' | 'city' | 'state' | 'studentPopulation' | 'type'> &
  Partial<Pick<SchoolDetail, 'locale'>>

const place = (school: CopySchool) => longLocationOf(school) || 'its community'

/** What the setting means for reaching students nearby, from the IPEDS locale; nothing when it is unknown. */
const SETTING_TEXT = {
  city: 'IPEDS places it in a city, so campaigns can reach students off campus too: near transit, shops and venues.',
  suburb: 'IPEDS places it in a suburb: students split their time between campus and the area around it.',
  town: 'IPEDS places it in a town, where the campus is a large part of local life and local partners know it well.',
  rural:
    'IPEDS places it in a rural area: campus itself is where students gather, so on-campus events carry most.',
} as const

export function localAreaText(school: CopySchool): string {
  const where = place(school)
  const setting = school.locale ? ` ${SETTING_TEXT[school.locale]}` : ''
  switch (localAreaTier(school.studentPopulation)) {
    case 'large':
      return `As a large campus, ${school.name} shapes the life of ${where}: street teams, pop-up activations and local partnerships meet a dense, predictable audience.${setting}`
    case 'mid-sized':
      return `${school.name} is a mid-sized campus with a strong presence in ${where}, which lets brands pair on-campus programs with nearby partners for repeated exposure.${setting}`
    case 'small':
      return `${school.name} is a close-knit campus in ${where}. Word of mouth travels fast in a smaller student community, so a few well-chosen ambassadors and campus events go a long way.${setting}`
  }
}

/**
 * The Overview's description, sentence by sentence from the row: kind, place, Carnegie class, enrollment,
 * designations. Nothing here is true of every school.
 */
export function schoolSummary(school: FactSchool): string[] {
  const where = longLocationOf(school)
  const carnegie = carnegieName(school.carnegie)
  const flags = designations(school)
  return [
    `${school.name} is ${kindPhrase(school)}${where ? ` in ${where}` : ''}${school.type ? ` (${school.type})` : ''}.`,
    ...(carnegie ? [`The Carnegie Classification lists it as ${carnegie}.`] : []),
    ...(school.studentPopulation && school.studentPopulation > 0
      ? [`It enrolls ${formatWholeNumber(school.studentPopulation)} students (HIFLD, from IPEDS).`]
      : []),
    ...(flags.length ? [`It is designated: ${flags.join('; ')}.`] : []),
  ]
}

/** What the facts suggest for a campaign here; each note names the fact it follows from. */
export function campaignNotes(school: FactSchool): string[] {
  const notes: string[] = []
  const c = school.carnegie
  if (isTwoYear(school))
    notes.push(
      'A two-year college: many students commute and study part-time, so tabling at busy class times and digital reach work better than residence-hall events.',
    )
  if (c === 15 || c === 16 || c === 17)
    notes.push(
      'A doctoral university: graduate and professional students study alongside undergraduates, two audiences with different schedules.',
    )
  if (c === 21)
    notes.push(
      'A liberal arts college: a mostly undergraduate community where clubs and word of mouth carry far.',
    )
  if (c !== null && c >= 18 && c <= 20)
    notes.push("A master's university: undergraduates and working graduate students, many from the region.")
  if (c !== null && c >= 24 && c <= 32)
    notes.push(
      'A special-focus school: students share one field, so a campaign tied to that field lands best.',
    )
  if (school.tribal || c === 33)
    notes.push(
      'A tribal college: plans go through college leadership and follow community protocols; allow time to build trust.',
    )
  if (school.hbcu)
    notes.push('An HBCU: homecoming, Greek life and alumni traditions are central to campus culture.')
  if (school.landGrant)
    notes.push('A land-grant institution: agriculture, extension and community programs reach beyond campus.')
  if (school.control === 'private-for-profit')
    notes.push(
      'A for-profit institution: many students study online or around work, so digital reach matters most.',
    )
  if (school.locale === 'rural')
    notes.push('A rural setting: campus is the center of student life, so on-campus events draw well.')
  if (school.locale === 'city')
    notes.push('A city setting: off-campus placements near transit and venues extend a campus campaign.')
  return notes
}

export interface FaqItem {
  question: string
  answer: string
}

export function schoolFaq(school: CopySchool, brandName: string): FaqItem[] {
  const known = school.studentPopulation !== null && school.studentPopulation > 0
  const students = known ? `about ${formatWholeNumber(school.studentPopulation!)} students` : 'its students'
  const where = locationOf(school)
  return [
    {
      question: `How can my brand reach students at ${school.name}?`,
      answer: `${brandName} runs campus marketing at ${school.name}${where ? ` in ${where}` : ''}: brand ambassadors, street teams, sampling, on-campus events and targeted digital campaigns that reach ${students}.`,
    },
    {
      question: `What kinds of campaigns work best at ${school.name}?`,
      answer: `It depends on your goals. Ambassador programs build lasting word of mouth, experiential activations create buzz in high-traffic spots, and digital campaigns keep the conversation going. We recommend a mix tailored to ${school.type ? `a ${school.type.toLowerCase()}` : 'the campus'}.`,
    },
    {
      question: `How many students can a campaign at ${school.name} reach?`,
      answer: `${school.name} has ${known ? `${formatWholeNumber(school.studentPopulation!)} students` : 'an enrollment we confirm during planning'}. How many a campaign reaches depends on where and how long it runs; the plan gives an estimate for yours.`,
    },
    {
      question: 'How quickly can a campaign launch?',
      answer:
        'It depends on the campus approvals an activation needs and on staffing; we give you a launch date with the plan, before you commit.',
    },
    {
      question: 'What does a campus campaign cost?',
      answer:
        'It depends on the activations, their length and the number of campuses. We scope every plan to your budget and goals, and quote it before anything starts.',
    },
    {
      question: 'How do you measure results?',
      answer:
        'We agree the measures with you before launch (reach, engagement, samples handed out, sign-ups or sales) and report them as the campaign runs.',
    },
  ]
}
