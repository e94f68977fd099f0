import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { aboutStudents } from '@/server/features/matching/scoring/explain'
import { isPartner } from '@/server/features/matching/scoring/school-traits'
import type { Ranking, ScoredSchool } from '@/server/features/matching/scoring/scorer'
import { describeKind } from '@/server/features/matching/scoring/kind-evidence'
import { LOCALE_PHRASE, placeOf } from './text'

/**
 * What the local model is asked (decision D18): write, never choose. The scorer has already picked and ranked
 * the schools; the model gets their facts from the database and the scorer's reasons, and must answer JSON in
 * the shape of `answerFormat`, whose school ids are an enum of exactly these schools.
 */
const SYSTEM = `You are a senior campus marketing strategist. You write short, specific recommendations for a brand that wants to reach college students at the campuses listed.
Rules:
- Use only the facts given for each school. Never invent enrollment figures, rankings, programs, clubs, events, people or statistics. You may suggest tactics.
- Write about every school, identified by its id, in the order given.
- Each text is one to three sentences, at most 60 words, in plain English without markdown.
- matchReason: why this campus suits this brand. targetStudentProfile: which students there to reach. suggestedMarketingApproach: concrete tactics for this campus and budget. potentialChallenges: the real obstacles at this campus.
- brandInsights: three or four short points per list about the brand as a whole.
Answer only with JSON that matches the given schema.`

function schoolFacts(entry: ScoredSchool): string {
  const { school, traits } = entry
  const facts = [
    describeKind(school).kindPhrase,
    traits.population === null ? 'enrollment not reported' : aboutStudents(traits.population),
    school.locale ? LOCALE_PHRASE[school.locale] : null,
    isPartner(school)
      ? 'a partner school (an agency program planned or running)'
      : 'no agency program here yet',
    school.activePrograms + school.plannedPrograms
      ? `${school.activePrograms + school.plannedPrograms} campus marketing programs active or planned`
      : null,
  ].filter(Boolean)
  const reasons = entry.factors.filter((factor) => factor.points > 0).map((factor) => factor.label)
  return `- id ${school.id}: ${school.name} (${placeOf(school) || 'location not reported'}). ${facts.join('; ')}. Match score ${entry.score}/100 because: ${reasons.join('; ')}.`
}

/** The brief's hard limits (ADR 0054): the model must keep its text inside them, or it is not used. */
function limitsLines(ranking: Ranking): string[] {
  const { rules } = ranking.signals.constraints
  if (!rules.length) return []
  return [
    '',
    'Hard limits of the brief (every campus below meets them; mention no other campus, and no place beyond them):',
    ...rules.map((rule) => `- ${rule}`),
  ]
}

export function buildMessages(profile: BrandProfileData, ranking: Ranking) {
  const budget = ranking.signals.budget
  const user = [
    'Brand profile',
    `- Brand: ${profile.name}`,
    `- Industry: ${profile.industry}`,
    `- Target audience: ${profile.targetAudience}`,
    `- Brand values: ${profile.values}`,
    `- Marketing goals: ${profile.marketingGoals}`,
    `- Budget: ${budget.range} (enough for ${budget.plan})`,
    ...(profile.additionalInfo ? [`- Additional information: ${profile.additionalInfo}`] : []),
    ...limitsLines(ranking),
    '',
    `Recommended campuses, best match first (${ranking.recommended.length}):`,
    ...ranking.recommended.map(schoolFacts),
  ].join('\n')
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ]
}

const text = { type: 'string' }
const list = { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 5 }

/** The JSON schema Ollama constrains its answer to: one entry per candidate, ids limited to the candidates. */
export function answerFormat(schoolIds: readonly number[]) {
  return {
    type: 'object',
    properties: {
      campuses: {
        type: 'array',
        minItems: schoolIds.length,
        maxItems: schoolIds.length,
        items: {
          type: 'object',
          properties: {
            schoolId: { type: 'integer', enum: [...schoolIds] },
            matchReason: text,
            targetStudentProfile: text,
            suggestedMarketingApproach: text,
            potentialChallenges: text,
          },
          required: [
            'schoolId',
            'matchReason',
            'targetStudentProfile',
            'suggestedMarketingApproach',
            'potentialChallenges',
          ],
        },
      },
      brandInsights: {
        type: 'object',
        properties: {
          strengthsForCampusMarketing: list,
          suggestedMessaging: list,
          strategicConsiderations: list,
        },
        required: ['strengthsForCampusMarketing', 'suggestedMessaging', 'strategicConsiderations'],
      },
    },
    required: ['campuses', 'brandInsights'],
  }
}

/** Enough room to answer every school (about 4 × 60 words each) without letting a runaway answer go on. */
export const maxAnswerTokens = (schools: number) => 320 * schools + 500
