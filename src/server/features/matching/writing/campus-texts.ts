import type { BrandProfileData } from '../../../../shared/matching/matching.schema'
import { aboutStudents, KIND_SINGULAR } from '../scoring/explain'
import { themeFit, type ScoringContext } from '../scoring/fits'
import type { ScoredSchool } from '../scoring/scorer'
import { describeKind, kindEvidence, type Traits } from '../scoring/school-traits'
import { capitalize, excerpt, LOCALE_PHRASE, pick, placeOf, plural, stateName } from './text'

export interface CampusTexts {
  matchReason: string
  targetStudentProfile: string
  suggestedMarketingApproach: string
  potentialChallenges: string
}

/**
 * The deterministic writer's four texts for one campus (decision D18): built from the scorer's factors and
 * the school's own facts, so every sentence is true of this school and this profile, and two cards differ
 * wherever their schools do.
 */
export function writeCampusTexts(
  entry: ScoredSchool,
  profile: BrandProfileData,
  context: ScoringContext,
): CampusTexts {
  return {
    matchReason: matchReason(entry, profile, context),
    targetStudentProfile: targetStudents(entry, profile, context),
    suggestedMarketingApproach: approach(entry, profile, context),
    potentialChallenges: challenges(entry, context),
  }
}

function opening({ school, traits }: ScoredSchool): string {
  const where = placeOf(school)
  const size = traits.population === null ? 'enrollment not reported' : aboutStudents(traits.population)
  return `${school.name}${where ? ` in ${where}` : ''} is ${describeKind(school).kindPhrase}, with ${size}.`
}

function matchReason(entry: ScoredSchool, profile: BrandProfileData, context: ScoringContext): string {
  const { school, traits, fits } = entry
  const { signals } = context
  const reasons: Array<{ points: number; text: string }> = []
  const points = (key: keyof typeof fits) => context.weights[key] * fits[key]

  // The most specific named place the school is in (a state before a region that holds it), said as what it
  // is: a region is a set of states this tool counts, so the sentence says so rather than assert geography.
  const place = signals.places
    .filter((p) => !p.negated && school.state && p.states.includes(school.state))
    .sort((a, b) => a.states.length - b.states.length)[0]
  if (place && fits.place >= 1)
    reasons.push({
      points: points('place'),
      text:
        place.kind === 'state'
          ? `It is in ${place.label}, which your profile names.`
          : place.kind === 'city'
            ? `It is in ${school.city}, which counts as ${place.label}, named in your profile.`
            : `It is in ${stateName(school.state)}, one of the ${place.states.length} states counted as ${place.label}, which your profile names.`,
    })
  const kind = signals.kinds.find((k) => !k.negated && traits[k.kind] >= 0.75)
  if (kind)
    reasons.push({
      points: points('kind'),
      text:
        kind.strength >= 1
          ? `As ${KIND_SINGULAR[kind.kind]}, it is the kind of campus your profile asks for.`
          : `As ${KIND_SINGULAR[kind.kind]}, it fits the audience you describe ("${excerpt(profile.targetAudience, 70)}").`,
    })
  const { best } = themeFit(traits, context)
  if (best && fits.theme >= 0.3) {
    const theme = signals.themes[best.themeIndex]!.theme
    reasons.push({
      points: points('theme'),
      text: `For ${theme.label}, ${KIND_SINGULAR[best.archetype].replace(/^in /, 'a campus in ')} is a strong setting: it brings together ${theme.audience}.`,
    })
  }
  if (fits.size >= 0.95 && traits.population !== null && !traits.online)
    reasons.push({
      points: points('size'),
      text: signals.sizePreference
        ? `It is the ${signals.sizePreference} campus your profile prefers.`
        : pick(
            [
              `Its size is one a ${signals.budget.range} budget can cover well.`,
              `A ${signals.budget.range} budget can make a visible mark on a campus of this size.`,
            ],
            school.id,
          ),
    })
  const programs = school.activePrograms + school.plannedPrograms
  if (school.isActive)
    reasons.push({
      points: points('partner'),
      text: programs
        ? `It is an active partner school with ${plural(programs, 'campus program')} active or planned, so a launch can build on them.`
        : 'It is already an active partner school, so a campaign can launch quickly.',
    })
  const best3 = reasons.sort((a, b) => b.points - a.points).slice(0, 3)
  return [opening(entry), ...best3.map((reason) => reason.text)].join(' ')
}

/**
 * Who studies here, said only as far as the row's facts go (IPEDS flags, Carnegie class, name, control): what
 * the class means for its students, and what to check on the ground, never a number the row does not hold.
 */
function studentsOfKind(school: ScoredSchool['school'], traits: Traits): string {
  if (traits.tribal)
    return 'A tribal college (IPEDS): it serves American Indian and Alaska Native students and is tied to its tribal community.'
  if (traits.hbcu)
    return 'A historically Black college or university (IPEDS): campus traditions and student organizations are the way in; ask which are active.'
  if (traits.community === 1)
    return 'A two-year college: students commute, and many fit classes around work or family.'
  if (traits.technical === 1)
    return `${kindEvidence(school, 'technical') ? capitalize(kindEvidence(school, 'technical')!) : 'Its class and name say technical'}: students concentrate in engineering, computing and the sciences.`
  if (traits.liberalArts === 1)
    return 'A liberal arts college (Carnegie: arts and sciences focus): an undergraduate community where clubs and word of mouth carry far.'
  if (traits.arts >= 0.9)
    return `${kindEvidence(school, 'arts') ? capitalize(kindEvidence(school, 'arts')!) : 'An arts school'}: students in art, design or performance, who set the taste of their peers.`
  if (traits.health === 1)
    return `${kindEvidence(school, 'health') ? capitalize(kindEvidence(school, 'health')!) : 'A health school'}: students training for health careers, on class and clinical schedules.`
  if (traits.business === 1)
    return 'Carnegie classifies it as a business school: students with an eye on careers, networking and first jobs.'
  if (traits.faith === 1)
    return 'Carnegie classifies it as faith-related: a community with shared values and, often, a code of conduct.'
  if (school.carnegie === 15 || school.carnegie === 16)
    return 'As a doctoral university (Carnegie), it has graduate and professional students alongside undergraduates.'
  if (traits.research >= 0.8) return 'A research university: undergraduates alongside graduate students.'
  if (traits.forProfit)
    return 'A private for-profit institution (IPEDS): career-focused students in practical programs.'
  if (traits.regional === 1)
    return "A master's university (Carnegie): undergraduates and working graduate students, many from the surrounding region."
  return 'Undergraduates from the surrounding region; check on the ground how many live on campus.'
}

function targetStudents(entry: ScoredSchool, profile: BrandProfileData, context: ScoringContext): string {
  const { school, traits } = entry
  const where = placeOf(school)
  const setting = `${where ? ` in ${where}` : ''}${school.locale ? `, ${LOCALE_PHRASE[school.locale]}` : ''}`
  const size = traits.population === null ? 'Students' : capitalize(aboutStudents(traits.population))
  const { best } = themeFit(traits, context)
  const theme = best ? context.signals.themes[best.themeIndex]!.theme : context.signals.themes[0]?.theme
  const audience = `"${excerpt(profile.targetAudience, 120)}"`
  const focus = theme
    ? `For ${profile.name}'s audience (${audience}), focus here on ${theme.audience}.`
    : `For ${profile.name}, reach the students your profile describes (${audience}) where they gather on this campus.`
  return `${size} at ${describeKind(school).kindBase}${setting}. ${studentsOfKind(school, traits)} ${focus}`
}

function scaleTactic(traits: Traits, seed: number): string {
  const population = traits.population ?? 0
  if (traits.community === 1)
    return `Time activations for class changes and evening classes, where commuters${population ? ` among its ${aboutStudents(population)}` : ''} actually pass.`
  if (population && population < 3000)
    return pick(
      [
        `On a campus of ${aboutStudents(population)}, one trained brand ambassador and two well-timed activation days can reach a large share of students.`,
        `At ${aboutStudents(population)}, a single ambassador who knows everyone does more than a large event team.`,
      ],
      seed,
    )
  if (population && population < 15_000)
    return `Two or three student ambassadors and a kickoff event at the student union cover a campus of ${aboutStudents(population)}.`
  if (!population)
    return 'Start with one ambassador and one activation day, and size the program to the turnout.'
  return pick(
    [
      `With ${aboutStudents(population)}, choose the busiest zones (student union, main quad, recreation centre) and return weekly rather than staging one big day.`,
      `Split a campus of ${aboutStudents(population)} into zones and run a repeated weekly presence in the busiest ones; one-off days get lost at this size.`,
    ],
    seed,
  )
}

function approach(entry: ScoredSchool, profile: BrandProfileData, context: ScoringContext): string {
  const { school, traits } = entry
  const { best } = themeFit(traits, context)
  const theme = best ? context.signals.themes[best.themeIndex]!.theme : context.signals.themes[0]?.theme
  const sentences = [
    theme
      ? `${capitalize(theme.approach)}.`
      : `Start with a brand-ambassador program and sampling at the student union, aimed at "${excerpt(profile.targetAudience, 60)}".`,
    scaleTactic(traits, school.id),
  ]
  if (traits.hbcu)
    sentences.push('Work with student government and Greek-letter organizations, and plan around homecoming.')
  else if (traits.tribal)
    sentences.push('Approach through college leadership and community events, respecting cultural protocols.')
  const programs = school.activePrograms + school.plannedPrograms
  if (programs) sentences.push(`Build on the ${plural(programs, 'program')} already active or planned here.`)
  else if (school.isActive)
    sentences.push('As an active partner school, a campaign can launch within 48-72 hours.')
  else sentences.push('First secure approval with the campus administration; allow 2-4 weeks.')
  sentences.push(
    `Measure ${school.name}'s results against your goal: "${excerpt(profile.marketingGoals, 80)}".`,
  )
  return sentences.join(' ')
}

function challenges(entry: ScoredSchool, context: ScoringContext): string {
  return [scaleChallenge(entry, context), ...otherChallenges(entry, context)].slice(0, 2).join(' ')
}

/** The first obstacle is always this campus's own size against this budget, in its own figures. */
function scaleChallenge({ school, traits }: ScoredSchool, { signals }: ScoringContext): string {
  const population = traits.population
  const setting = school.locale ? ` in ${LOCALE_PHRASE[school.locale]}` : ''
  if (traits.online)
    return `Most of ${school.name}'s students study online, so campus activations reach only a small part of its enrollment.`
  if (population === null)
    return `${school.name} reports no enrollment, so reach estimates${setting ? ` for its campus${setting}` : ''} are uncertain.`
  if (population > signals.budget.idealMax * 1.5)
    return `With ${aboutStudents(population)}${setting}, a ${signals.budget.range} budget reaches only a small share of ${school.name}; concentrate on one zone or one event.`
  if (population < signals.budget.idealMin)
    return `With ${aboutStudents(population)}${setting}, ${school.name}'s total reach is limited: judge results per student, not in totals.`
  return `${school.name} has ${aboutStudents(population)}${setting}: a ${signals.budget.range} budget covers it, so the challenge is standing out rather than reach.`
}

function otherChallenges(entry: ScoredSchool, context: ScoringContext): string[] {
  const { school, traits, fits } = entry
  const { signals } = context
  const population = traits.population
  const found: string[] = []
  const named = signals.places.filter((place) => !place.negated)
  if (named.length && fits.place < 1)
    found.push(
      fits.place > 0
        ? `It is not in ${named.map((p) => p.label).join(' or ')} itself, though in the same state.`
        : `It is outside ${named.map((p) => p.label).join(' and ')}, which your profile names; it is here for its other strengths.`,
    )
  if (traits.hbcu)
    found.push(
      'Students expect lasting commitment to the HBCU community; a one-off campaign can read as tokenism.',
    )
  if (traits.tribal)
    found.push(
      'Partnership runs through college leadership and community protocols; allow time to build trust.',
    )
  if (traits.faith === 1) found.push('A code of conduct may restrict some products and promotions.')
  if (traits.community === 1)
    found.push(
      'Commuting students spend little time on campus, so timing and location matter more than volume.',
    )
  else if (population !== null && population >= 25_000)
    found.push(
      'Many brands compete for attention on a campus this size, and event approvals go through a central office.',
    )
  if (school.locale === 'rural' || school.locale === 'town')
    found.push(`Its ${school.locale === 'rural' ? 'rural' : 'small-town'} location adds staff travel costs.`)
  if (school.locale === 'city' && found.length < 2)
    found.push('Students spread out across the city, and outdoor activations may need city permits.')
  if (!school.isActive) found.push('It is not yet a partner school: allow 2-4 weeks for approvals.')
  const { best } = themeFit(traits, context)
  const theme = best ? signals.themes[best.themeIndex]!.theme : signals.themes[0]?.theme
  if (theme) found.push(`${capitalize(theme.challenge)}.`)
  if (!found.length)
    found.push('Campus rules on sampling and promotions differ by school: confirm them before planning.')
  return found
}
