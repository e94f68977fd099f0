import type { SchoolDetail } from '../../../shared/schools/school.schema'
import { formatNumber, locationOf, longLocationOf } from './school-format'

/** Generated prose of the school detail screen: local-area text (spec section 9 tiers) and the six-question FAQ. */
export type LocalAreaTier = 'large' | 'mid-sized' | 'small'

/** Above 20,000 students large, above 5,000 mid-sized, otherwise (or unknown) small. */
export function localAreaTier(population: number | null): LocalAreaTier {
  if (population !== null && population > 20_000) return 'large'
  if (population !== null && population > 5_000) return 'mid-sized'
  return 'small'
}

type CopySchool = Pick<SchoolDetail, 'name' | 'city' | 'state' | 'studentPopulation' | 'type'>

const place = (school: CopySchool) => longLocationOf(school) || 'its community'

export function localAreaText(school: CopySchool): string {
  const where = place(school)
  switch (localAreaTier(school.studentPopulation)) {
    case 'large':
      return `As a large campus, ${school.name} shapes the life of ${where}. Thousands of students fill the cafés, transit lines, shops and venues around campus every day, so street teams, pop-up activations and local partnerships reach a dense, predictable audience both on and off campus.`
    case 'mid-sized':
      return `${school.name} is a mid-sized campus with a strong presence in ${where}. Students mix campus life with the neighborhood's restaurants, gyms and events, which lets brands pair on-campus programs with nearby retail and venue partners for steady, repeated exposure.`
    case 'small':
      return `${school.name} is a close-knit campus in ${where}. Word of mouth travels fast in a smaller student community, so a few well-chosen ambassadors, campus events and local partners can reach a large share of students and the town around them.`
  }
}

export interface FaqItem {
  question: string
  answer: string
}

export function schoolFaq(school: CopySchool, brandName: string): FaqItem[] {
  const known = school.studentPopulation !== null && school.studentPopulation > 0
  const students = known ? `about ${formatNumber(school.studentPopulation!)} students` : 'its students'
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
      answer: `${school.name} has ${known ? `${formatNumber(school.studentPopulation!)} students` : 'an enrollment we confirm during planning'}. Campaigns typically reach a large share of them on campus, plus many more through social sharing.`,
    },
    {
      question: 'How quickly can a campaign launch?',
      answer:
        'Most single-campus campaigns launch within 48-72 hours of approval. National, multi-campus programs usually take 2-4 weeks to plan and staff.',
    },
    {
      question: 'What does a campus campaign cost?',
      answer:
        'Campaigns range from about $5,000 for a focused single-campus activation to $50,000+ for national programs. We scope every plan to your budget and goals.',
    },
    {
      question: 'How do you measure results?',
      answer:
        'Every campaign includes real-time reporting on reach, engagement, sampling, sign-ups and sales lift, with 24/7 performance monitoring. Our clients average a 300% return on investment within 90 days.',
    },
  ]
}
