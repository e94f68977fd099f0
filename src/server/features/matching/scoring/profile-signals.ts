import type { BrandProfileData } from '@/shared/matching/matching.schema'
import type { Control, Locale } from '@/shared/schools/school.schema'
import { BUDGET_TIERS, type BudgetTier } from './budget'
import { findPlaces, isNegatedAt, normalizeAbbreviations, type NamedPlace } from './places'
import { readConstraints, type HardConstraints } from './constraints'
import { KIND_RULES } from './kind-rules'
import type { NamedKind } from './named-kind'
import { THEMES, type Theme } from './themes'

/** Everything the scorer reads from a brand profile. */
export interface ProfileSignals {
  places: NamedPlace[]
  national: boolean
  kinds: NamedKind[]
  /** Strongest themes first, at most four, each with how strongly the profile's words point to it (0-1). */
  themes: Array<{ theme: Theme; weight: number }>
  locales: Locale[]
  controls: Control[]
  /** "public universities" without "only": a preference for four-year campuses over community colleges. */
  fourYear: boolean
  sizePreference: 'small' | 'large' | null
  budget: BudgetTier
  /** What the brief allows at all: schools outside these limits are never scored (ADR 0054). */
  constraints: HardConstraints
}

/** How much each field's words count: what the brand does and whom it wants weigh most. */
const FIELD_WEIGHTS = {
  industry: 1,
  targetAudience: 1,
  additionalInfo: 0.8,
  marketingGoals: 0.6,
  values: 0.5,
} as const

export function readProfile(profile: BrandProfileData): ProfileSignals {
  const fields = Object.entries(FIELD_WEIGHTS).map(([field, weight]) => ({
    text: ((profile as Record<string, unknown>)[field] as string | null | undefined) ?? '',
    weight,
  }))
  const all = normalizeAbbreviations(fields.map((field) => field.text).join(' .\n'))
  const lower = all.toLowerCase()

  const kinds: NamedKind[] = []
  for (const rule of KIND_RULES) {
    const match = rule.pattern.exec(lower)
    if (!match) continue
    const negated = isNegatedAt(lower, match.index)
    const known = kinds.find((kind) => kind.kind === rule.kind && kind.negated === negated)
    if (known) known.strength = Math.max(known.strength, rule.strength)
    else kinds.push({ kind: rule.kind, label: rule.label, strength: rule.strength, negated })
  }

  const themes = THEMES.map((theme) => {
    let weight = 0
    for (const field of fields) {
      const hits = field.text.toLowerCase().match(new RegExp(theme.pattern.source, 'g'))?.length ?? 0
      // A second mention in a field adds a little; the field's weight sets the ceiling.
      if (hits) weight = Math.max(weight, field.weight * Math.min(1, 0.75 + 0.25 * (hits - 1)))
    }
    return { theme, weight }
  })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || THEMES.indexOf(a.theme) - THEMES.indexOf(b.theme))
    .slice(0, 4)

  const locales: Locale[] = []
  if (/\burban\b|\bcity (campus(es)?|schools?|colleges?)\b|\bbig cit(y|ies)\b/.test(lower))
    locales.push('city')
  if (/\bsuburb(s|an)\b/.test(lower)) locales.push('suburb')
  if (/\bcollege towns?\b|\bsmall[- ]towns?\b/.test(lower)) locales.push('town')
  if (/\brural\b|\bcountryside\b/.test(lower)) locales.push('rural', 'town')

  const controls: Control[] = []
  if (/\bpublic (universit\w*|colleges?|schools?)\b|\bstate (schools?|universit\w*|colleges?)\b/.test(lower))
    controls.push('public')
  if (/\bprivate (universit\w*|colleges?|schools?)\b/.test(lower)) controls.push('private-nonprofit')

  const small = /\b(small|smaller|intimate|tight-knit) (colleges?|campus(es)?|schools?|universit\w*)\b/.test(
    lower,
  )
  const large =
    /\b(large|larger|big|major|huge|biggest) (universit\w*|campus(es)?|schools?|state schools?|colleges?)\b/.test(
      lower,
    )

  const { places, national } = findPlaces(all)
  return {
    places,
    national,
    kinds,
    themes,
    locales: [...new Set(locales)],
    controls,
    fourYear:
      /\b(public|private|state|four-year|large|small|research) universit(y|ies)\b/.test(lower) &&
      !/\bcommunity colleges?\b/.test(lower),
    sizePreference: small && !large ? 'small' : large && !small ? 'large' : null,
    budget: BUDGET_TIERS[profile.budgetRange],
    constraints: readConstraints(all, places),
  }
}
