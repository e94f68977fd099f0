import type { BrandProfileData } from '@/shared/matching/matching.schema'
import type { CampusFacts } from './campus-facts'

/**
 * The campus moments a brief names in its own words ("football", "game days", "intramurals", "finals week"),
 * as the brand wrote them, each with where that moment happens on a given campus. Where the directory row holds
 * nothing about it (athletics, Greek life), the plan says to ask rather than assert that the campus has it.
 */
interface MomentRule {
  key: string
  pattern: RegExp
  plan: (facts: CampusFacts, twoYear: boolean) => string
}

const MOMENTS: MomentRule[] = [
  {
    key: 'exams',
    pattern:
      /\b(finals?( weeks?)?|exam (weeks?|season)|exams?|midterms?|study(ing)? late|late[- ]night study\w*|all-nighters?|dead week|reading (week|days))\b/gi,
    plan: (f, twoYear) =>
      twoYear
        ? `meet ${f.anchor} at the library and between evening classes in the weeks before exams`
        : `meet ${f.anchor} in the libraries and study spaces in the evenings of exam weeks, with the dates from its academic calendar`,
  },
  {
    key: 'gameDay',
    pattern: /\b(football|game[- ]?days?|tailgat\w*|home games?|basketball|homecoming)\b/gi,
    plan: (f) =>
      `ask the athletics department of ${f.kindBase} in ${f.city ?? f.state} which home games and tailgate areas allow sampling, since the directory holds no athletics facts`,
  },
  {
    key: 'recreation',
    pattern:
      /\b(intramurals?|club sports|rec(reation)? (centers?|centres?|sports)|gyms?|fitness classes)\b/gi,
    plan: (f) =>
      `ask the recreation office serving ${f.anchor} about its intramural leagues and the busiest hours at the recreation center`,
  },
  {
    key: 'start',
    pattern: /\b(move[- ]in|welcome week|orientation|first weeks?|back to school)\b/gi,
    plan: (f) =>
      `book space at move-in and welcome-week events early, before other brands claim the first days for ${f.anchor}`,
  },
  {
    key: 'greek',
    pattern: /\b(greek life|fraternit(y|ies)|sororit(y|ies))\b/gi,
    plan: (f) =>
      `ask the student-life office of ${f.kindBase} in ${f.city ?? f.state} which Greek-letter chapters are active and open to sponsors`,
  },
  {
    key: 'housing',
    pattern: /\b(dorms?|residence halls?|on-campus housing)\b/gi,
    plan: (f, twoYear) =>
      twoYear
        ? `check first whether ${f.anchor} have residence halls at all: most two-year students live off campus`
        : `work with residence-life staff for hall events, and ask how many of its ${f.size ?? 'students'} live on campus`,
  },
  {
    key: 'commute',
    pattern: /\b(commut\w*|working students|night classes|evening classes|parking)\b/gi,
    plan: (f) => `meet ${f.anchor} where commuters pass: parking areas, transit stops and the student center`,
  },
]

export interface Moment {
  key: string
  /** The brand's own words for it, as written, in the order they appear. */
  said: string[]
  plan: MomentRule['plan']
}

/** The moments of a profile, in the order the brief first names them. */
export function momentsOf(profile: BrandProfileData): Moment[] {
  const text = [profile.targetAudience, profile.marketingGoals, profile.additionalInfo ?? ''].join(' .\n')
  const found: Array<Moment & { at: number }> = []
  for (const rule of MOMENTS) {
    const matches = [...text.matchAll(rule.pattern)]
    if (!matches.length) continue
    const said = [...new Set(matches.map((match) => match[0]))]
    found.push({ key: rule.key, said, plan: rule.plan, at: matches[0]!.index })
  }
  return found.sort((a, b) => a.at - b.at).map(({ key, said, plan }) => ({ key, said, plan }))
}

/** '"football", "game days" and "intramurals"': the brand's words, quoted as written. */
export function quoteWords(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`)
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
}
