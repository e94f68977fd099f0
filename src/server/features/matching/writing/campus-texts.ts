import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { KIND_SINGULAR } from '@/server/features/matching/scoring/explain'
import type { Ranking, ScoredSchool } from '@/server/features/matching/scoring/scorer'
import { kindEvidence } from '@/server/features/matching/scoring/kind-evidence'
import { milesFromCenter, placeContains } from '@/server/features/matching/scoring/place-match'
import { momentsOf, quoteWords } from './brand-words'
import { challenges } from './campus-challenges'
import { bestTheme, campusFacts, milesAway, type CampusFacts } from './campus-facts'
import { capitalize, excerpt, numberWord, plural } from './text'

export interface CampusTexts {
  matchReason: string
  targetStudentProfile: string
  suggestedMarketingApproach: string
  potentialChallenges: string
}

/**
 * The deterministic writer's four texts for one campus (decision D18, ADR 0058): every sentence joins something
 * the brief says to a fact of this school's row or of its place in the list (size rank, nearest campus, share of
 * the budget), so each is true of this school and none reads the same on another card of the result.
 */
export function writeCampusTexts(
  entry: ScoredSchool,
  profile: BrandProfileData,
  ranking: Ranking,
): CampusTexts {
  const facts = campusFacts(entry, ranking)
  return {
    matchReason: matchReason(facts, profile, ranking),
    targetStudentProfile: targetStudents(facts, profile, ranking),
    suggestedMarketingApproach: approach(facts, profile, ranking),
    potentialChallenges: challenges(facts, ranking),
  }
}

/** Why the school is in the places the brief names, as a parenthesis after its place. */
function placeNote(facts: CampusFacts, ranking: Ranking): string {
  const { school } = facts.entry
  const { signals } = ranking
  const place = signals.places
    .filter((p) => !p.negated && placeContains(p, school))
    .sort(
      (a, b) =>
        Number(b.kind === 'radius') - Number(a.kind === 'radius') || a.states.length - b.states.length,
    )[0]
  if (!place || facts.entry.fits.place < 1) return ''
  const limited = signals.constraints.includePlaces.length > 0
  const verb = limited ? 'your profile limits the list to' : 'your profile names'
  if (place.kind === 'radius')
    return ` (${milesAway(milesFromCenter(place, school) ?? 0)} from ${place.radius!.city}: ${place.label}, as your profile ${limited ? 'requires' : 'asks'})`
  if (place.kind === 'state')
    return ` (${limited && countStates(ranking) > 1 ? `one of the ${numberWord(countStates(ranking))} states ${verb}` : `a state ${verb}`})`
  if (place.kind === 'city') return ` (counted as ${place.label}, which ${verb})`
  return ` (one of the ${place.states.length} states counted as ${place.label}, which ${verb})`
}

const countStates = ({ signals }: Ranking) =>
  new Set(signals.constraints.includePlaces.flatMap((place) => place.states)).size

function matchReason(facts: CampusFacts, profile: BrandProfileData, ranking: Ranking): string {
  const { entry } = facts
  const { traits, fits, school } = entry
  const { signals } = ranking
  const kind = signals.kinds.find((k) => !k.negated && traits[k.kind] >= 0.75)
  const kindNote = kind
    ? kind.strength >= 1
      ? ', the kind of campus your profile asks for'
      : ', which fits the audience you describe'
    : ''
  const sentences = [
    `${facts.name}, in ${facts.where || 'a location the directory does not report'}${placeNote(facts, ranking)}, is ${facts.kindPhrase}${kindNote}, with ${facts.size ?? 'no enrollment reported'}.`,
  ]

  const sizeWords = signals.sizePreference
    ? fits.size >= 0.95
      ? `the ${signals.sizePreference} campus your profile prefers`
      : `not the ${signals.sizePreference} campus your profile prefers`
    : fits.size >= 0.95
      ? `a size a ${signals.budget.range} budget can cover well`
      : (traits.population ?? 0) > signals.budget.idealMax
        ? `large for a ${signals.budget.range} budget`
        : `small for a ${signals.budget.range} budget`
  const partner = programsNote(facts)
  if (facts.rank)
    sentences.push(`${capitalize(facts.rank)}, it is ${sizeWords}${partner ? `, and ${partner}` : ''}.`)

  const fit = bestTheme(facts, ranking)
  if (fit?.archetype && fits.theme >= 0.3) {
    const evidence = kindEvidence(school, fit.archetype)
    sentences.push(
      `For ${fit.theme.label} ("${excerpt(profile.industry, 60)}"), it counts as ${KIND_SINGULAR[fit.archetype].replace(/^in /, 'a campus in ')}${evidence ? ` (${evidence})` : ''}: ${facts.at}, look for ${fit.theme.audience}.`,
    )
  }
  return sentences.join(' ')
}

/** "the agency already runs Student Brand Ambassador Program there (active) and plans …", or null. */
function programsNote({ programs, entry }: CampusFacts): string | null {
  const { activePrograms, plannedPrograms } = entry.school
  // A caller without the names (they are optional on the row) still gets the counts.
  if (!programs.active.length && !programs.planned.length)
    return activePrograms + plannedPrograms
      ? `the agency has ${plural(activePrograms + plannedPrograms, 'campus program')} active or planned there`
      : null
  const parts: string[] = []
  if (programs.active.length) parts.push(`the agency already runs ${quoteWords(programs.active)} there`)
  if (programs.planned.length)
    parts.push(`${parts.length ? 'plans' : 'the agency plans'} ${quoteWords(programs.planned)}`)
  return parts.length ? parts.join(' and ') : null
}

/** What the row's class and flags say about who studies here, as a clause (never a figure it does not hold). */
function classMeaning({ entry }: CampusFacts): string {
  const { school, traits } = entry
  if (traits.tribal) return 'a tribal college (IPEDS), serving American Indian and Alaska Native students'
  if (traits.hbcu)
    return 'a historically Black college or university (IPEDS), where campus traditions and student organizations are the way in'
  if (traits.community === 1)
    return 'a two-year college, whose students often fit classes around work or family'
  const evidence = (kind: Parameters<typeof kindEvidence>[1]) => kindEvidence(school, kind)
  if (traits.technical === 1)
    return `${evidence('technical') ?? 'technical by its class and name'}, so students concentrate in engineering, computing and the sciences`
  if (traits.liberalArts === 1)
    return 'a liberal arts college by its Carnegie class (arts and sciences focus), an undergraduate community'
  if (traits.arts >= 0.9)
    return `${evidence('arts') ?? 'an arts school'}: students in art, design or performance`
  if (traits.health === 1)
    return `${evidence('health') ?? 'a health school'}: students training for health careers`
  if (traits.business === 1) return 'a business school by its Carnegie class: students with an eye on careers'
  if (traits.faith === 1)
    return 'a faith-related college by its Carnegie class: a community with shared values'
  if (school.carnegie === 15 || school.carnegie === 16)
    return `a doctoral university by its Carnegie class (${school.carnegie === 15 ? 'R1' : 'R2'}), so graduate and professional students study alongside its undergraduates`
  if (traits.forProfit) return 'a private for-profit institution (IPEDS): career-focused students'
  if (traits.regional === 1)
    return "a master's university by its Carnegie class: undergraduates and working graduate students"
  return 'mostly undergraduates, by its class'
}

function targetStudents(facts: CampusFacts, profile: BrandProfileData, ranking: Ranking): string {
  const { entry } = facts
  const place = [
    facts.city ? `in ${facts.city}` : `in ${facts.state || 'an unreported place'}`,
    facts.setting ? ` (${facts.setting})` : '',
    facts.shared && facts.size ? `, with ${facts.size}` : '',
  ].join('')
  const sentences = [`${capitalize(place)}, it is ${classMeaning(facts)}.`]
  const fit = bestTheme(facts, ranking)
  const audience = `"${excerpt(profile.targetAudience, 120)}"`
  const [moment] = momentsOf(profile)
  if (moment)
    sentences.push(
      `Your brief says ${quoteWords(moment.said)}: ${moment.plan(facts, entry.traits.community === 1)}.`,
    )
  else
    sentences.push(
      fit
        ? `For ${audience}, start with ${fit.theme.audience}, ${facts.at}.`
        : `Reach the students your profile describes (${audience}) where ${facts.anchor} gather.`,
    )
  return sentences.join(' ')
}

function approach(facts: CampusFacts, profile: BrandProfileData, ranking: Ranking): string {
  const { entry } = facts
  const { traits } = entry
  const fit = bestTheme(facts, ranking)
  const opening = fit
    ? capitalize(fit.theme.approach)
    : `Start with a brand-ambassador program and sampling at the student center, aimed at "${excerpt(profile.targetAudience, 60)}"`
  const culture = traits.hbcu
    ? ', with student government and Greek-letter organizations, around homecoming'
    : traits.tribal
      ? ', through college leadership and community events, respecting cultural protocols'
      : ''
  const sentences = [`${opening}${culture}; ${scaleTactic(facts)}.`]

  const moments = momentsOf(profile).slice(1)
  for (const moment of moments.slice(0, 2))
    sentences.push(`For ${quoteWords(moment.said)}, ${moment.plan(facts, traits.community === 1)}.`)

  const programs = programsNote(facts)
  // The fast launch is a partner's alone: a program planned or running there (issue 39).
  const launch = programs
    ? `As a partner school it can launch within 48-72 hours, building on what is already there: ${programs}`
    : 'First secure approval with the campus administration (2-4 weeks)'
  const near = facts.nearest
  const route = near
    ? near.miles < 60
      ? `; ${near.name} is the nearest campus on this list, ${milesAway(near.miles)} away, so one team can serve both${facts.size ? `, reaching ${facts.size} here` : ''}`
      : `; the nearest campus on this list, ${near.name}, is ${milesAway(near.miles)} away, so plan a separate team ${facts.at}`
    : ` for ${facts.anchor}`
  sentences.push(`${launch}${route}.`)
  if (facts.share)
    sentences.push(
      `Against your goal ("${excerpt(profile.marketingGoals, 90)}"), an even split of the budget over the ${facts.share.campuses === 1 ? 'one campus' : `${numberWord(facts.share.campuses)} campuses`} gives ${facts.share.perCampus} here${facts.share.perStudent ? `, ${facts.share.perStudent} for each of its ${facts.size}` : ` (${facts.anchor})`}: count results per student, not in totals.`,
    )
  return sentences.join(' ')
}

function scaleTactic({ entry, size }: CampusFacts): string {
  const population = entry.traits.online ? null : entry.traits.population
  const place = size ?? 'an enrollment the directory does not report'
  if (entry.traits.community === 1)
    return `time activations for class changes and evening classes, where commuters among its ${place} pass`
  if (!population)
    return 'start with one ambassador and one activation day, and size the program to the turnout'
  if (population < 3000)
    return `with ${place}, one trained brand ambassador and two well-timed activation days can reach a large share of students`
  if (population < 15_000)
    return `two or three student ambassadors and a kickoff event at the student center cover ${place}`
  return `with ${place}, choose the busiest zones (student center, main quad, recreation center) and return weekly rather than staging one big day`
}
