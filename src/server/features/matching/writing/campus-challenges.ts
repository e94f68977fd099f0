import { isPartner } from '@/server/features/matching/scoring/school-traits'
import type { Ranking } from '@/server/features/matching/scoring/scorer'
import { bestTheme, milesAway, type CampusFacts } from './campus-facts'

/**
 * The real obstacles of one campus, two at most: first its own size against this budget, in its own figures,
 * then the first of the others that its row shows (a place outside those named, its flags, its setting, the
 * partnership), each said with the facts that make it this campus's obstacle.
 */
export function challenges(facts: CampusFacts, ranking: Ranking): string {
  return [scaleChallenge(facts, ranking), ...otherChallenges(facts, ranking)].slice(0, 2).join(' ')
}

function scaleChallenge(facts: CampusFacts, { signals }: Ranking): string {
  const { entry, name } = facts
  const population = entry.traits.population
  const setting = facts.setting ? ` in ${facts.setting}` : ''
  const city = facts.city && !facts.size?.endsWith(` in ${facts.city}`) ? ` in ${facts.city}` : ''
  const here = `${facts.size}${city}${facts.setting ? ` (${facts.setting})` : ''}`
  if (entry.traits.online)
    return `Most of ${name}'s students study online, so campus activations reach only a small part of its enrollment.`
  if (population === null)
    return `${name} reports no enrollment, so reach estimates for its campus${setting} are uncertain.`
  if (population > signals.budget.idealMax * 1.5)
    return `With ${here}, a ${signals.budget.range} budget reaches only a small share of ${name}; concentrate on one zone or one event.`
  if (population < signals.budget.idealMin)
    return `With ${here}, ${name}'s total reach is limited: judge results per student, not in totals.`
  return `${name} has ${here}: a ${signals.budget.range} budget covers it, so the challenge is standing out rather than reach.`
}

function otherChallenges(facts: CampusFacts, ranking: Ranking): string[] {
  const { entry, anchor } = facts
  const { school, traits, fits } = entry
  const { signals } = ranking
  const population = traits.online ? null : traits.population
  const found: string[] = []
  const named = signals.places.filter((place) => !place.negated)
  const where = facts.where || 'its location'
  if (named.length && fits.place < 1)
    found.push(
      fits.place > 0
        ? `${where} is not in ${named.map((p) => p.label).join(' or ')} itself, though in the same state.`
        : `${where} is outside ${named.map((p) => p.label).join(' and ')}, which your profile names; it is here for its other strengths.`,
    )
  if (traits.hbcu)
    found.push(
      `At an HBCU of ${facts.size ?? 'unreported size'}, students expect lasting commitment to their community; a one-off campaign can read as tokenism.`,
    )
  if (traits.tribal)
    found.push(
      `At a tribal college of ${facts.size ?? 'unreported size'}, partnership runs through college leadership and community protocols; allow time to build trust.`,
    )
  if (traits.faith === 1)
    found.push(
      `As ${facts.kindBase} with ${anchor}, it may have a code of conduct that restricts some products and promotions.`,
    )
  if (traits.community === 1)
    found.push(
      `As a two-year college ${facts.at}, it has students who commute and spend little time on campus, so timing and location matter more than volume.`,
    )
  else if (population !== null && population >= 25_000)
    found.push(
      `As ${facts.rank ?? `a campus of ${facts.size}`}, expect many brands competing for attention and event approvals through a central office.`,
    )
  if (school.locale === 'rural' || school.locale === 'town') {
    const near = facts.nearest
    found.push(
      `Its ${school.locale === 'rural' ? 'rural' : 'small-town'} setting in ${where} adds staff travel costs${near ? `: the nearest campus on this list, ${near.name}, is ${milesAway(near.miles)} away` : ''}.`,
    )
  }
  if (school.locale === 'city' && found.length < 2)
    found.push(
      `Its ${anchor} spread out across the city, and outdoor activations there may need city permits.`,
    )
  if (!isPartner(school))
    found.push(
      `The agency has no program here yet: allow 2-4 weeks for approvals before anything runs for ${anchor}.`,
    )
  const fit = bestTheme(facts, ranking)
  if (fit) found.push(`With ${anchor}, ${fit.theme.challenge}.`)
  if (!found.length)
    found.push(
      `Campus rules on sampling and promotions differ by school: confirm ${facts.name}'s before planning.`,
    )
  return found
}
