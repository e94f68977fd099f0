import type { BrandInsights, BrandProfileData } from '../../../../shared/matching/matching.schema'
import { aboutStudents, formatCount } from '../scoring/explain'
import type { Ranking } from '../scoring/scorer'
import { capitalize, excerpt, numberWord, plural } from './text'

/**
 * The deterministic writer's brand insights (three lists), from the profile's themes, its own words (quoted,
 * not paraphrased), the budget and the shortlist's facts.
 */
export function writeInsights(profile: BrandProfileData, ranking: Ranking): BrandInsights {
  const { signals, recommended } = ranking
  const themes = signals.themes.map((entry) => entry.theme)
  const states = new Set(recommended.map((entry) => entry.school.state).filter(Boolean))
  const totalStudents = recommended.reduce((sum, entry) => sum + (entry.traits.population ?? 0), 0)
  const kinds = new Set(recommended.map((entry) => entry.traits.kindKey))

  const strengths = [
    ...themes.slice(0, 2).map((theme) => theme.strength),
    `Your values ("${excerpt(profile.values, 80)}") give students a reason to choose ${profile.name} beyond the product, when campaigns show them in action.`,
  ]
  if (recommended.length)
    strengths.push(
      `The shortlist reaches ${totalStudents ? aboutStudents(totalStudents) : 'students'} across ${plural(states.size, 'state')} and ${plural(kinds.size, 'kind')} of campus.`,
    )
  if (!themes.length)
    strengths.unshift(
      `${profile.industry} is not tied to one kind of campus, so ${profile.name} can choose campuses for reach and budget.`,
    )

  const messaging = [
    ...themes.slice(0, 2).map((theme) => theme.messaging),
    `Speak to "${excerpt(profile.targetAudience, 70)}" in their own words: short video, students on camera and references to their own campus.`,
    `Tie every message to one action that serves your goal ("${excerpt(profile.marketingGoals, 70)}"): a sign-up, a sample or a follow.`,
  ]

  const considerations = [budgetNote(ranking), placeNote(ranking)]
  const partners = recommended.filter((entry) => entry.school.isActive).length
  if (recommended.length)
    considerations.push(
      partners === recommended.length
        ? `All ${numberWord(partners)} campuses are active partner schools, so campaigns can launch within days.`
        : `${capitalize(numberWord(partners))} of the ${numberWord(recommended.length)} campuses are active partner schools and can launch fastest; allow 2-4 weeks of approvals for the others.`,
    )
  considerations.push(
    'Plan around the academic calendar: welcome weeks (late August and January) reach the most students; avoid midterms and finals.',
    'Track results per campus (sign-ups, redemptions, follows) so the next semester’s budget goes to the campuses that performed.',
  )

  return {
    strengthsForCampusMarketing: strengths,
    suggestedMessaging: messaging,
    strategicConsiderations: considerations.filter((note): note is string => Boolean(note)),
  }
}

function budgetNote({ signals, recommended, requested }: Ranking): string {
  const { budget } = signals
  const capped =
    requested > budget.maxCampuses && recommended.length === budget.maxCampuses
      ? ` That is why this list has ${numberWord(recommended.length)} campuses rather than ${formatCount(requested)}.`
      : ''
  return `With a ${budget.range} budget, plan for ${budget.plan}.${capped}`
}

function placeNote({ signals, recommended }: Ranking): string | null {
  const named = signals.places.filter((place) => !place.negated)
  const excluded = signals.places.filter((place) => place.negated)
  const notes: string[] = []
  if (named.length) {
    const inside = recommended.filter((entry) => entry.fits.place >= 1).length
    const labels = named.map((place) => place.label).join(' and ')
    notes.push(
      inside === recommended.length
        ? `Every campus on the list is in ${labels}, as your profile asks.`
        : `Only ${numberWord(inside)} of the best-matching campuses are in ${labels}; the rest of the list comes from elsewhere.`,
    )
  } else if (recommended.length) {
    const states = new Set(recommended.map((entry) => entry.school.state)).size
    notes.push(
      signals.national
        ? `For national reach the list spreads across ${plural(states, 'state')}.`
        : `Your profile names no region, so the list spreads across ${plural(states, 'state')}; name states or cities to focus it.`,
    )
  }
  if (excluded.length)
    notes.push(
      `Campuses in ${excluded.map((place) => place.label).join(' and ')} are left out, as your profile asks.`,
    )
  return notes.join(' ') || null
}
