import type { BrandProfileData } from '../../../../shared/matching/matching.schema'
import type { Control, Locale } from '../../../../shared/schools/school.schema'
import { BUDGET_TIERS, type BudgetTier } from './budget'
import { findPlaces, isNegatedAt, type NamedPlace } from './places'
import type { Archetype } from './school-traits'
import { THEMES, type Theme } from './themes'

/** A kind of school the profile names ("HBCUs", "community colleges") or clearly implies ("Black students"). */
export interface NamedKind {
  kind: Archetype
  label: string
  /** 1 when named outright: those schools rank first. Below 1 when implied: a strong preference only. */
  strength: number
  negated: boolean
}

/** Everything the scorer reads from a brand profile. */
export interface ProfileSignals {
  places: NamedPlace[]
  national: boolean
  kinds: NamedKind[]
  /** Strongest themes first, at most four, each with how strongly the profile's words point to it (0-1). */
  themes: Array<{ theme: Theme; weight: number }>
  locales: Locale[]
  controls: Control[]
  sizePreference: 'small' | 'large' | null
  budget: BudgetTier
}

const KIND_RULES: Array<Omit<NamedKind, 'negated'> & { pattern: RegExp }> = [
  { kind: 'hbcu', label: 'HBCUs', strength: 1, pattern: /\bhbcus?\b|\bhistorically black\b/ },
  {
    kind: 'hbcu',
    label: 'HBCUs',
    strength: 0.8,
    pattern:
      /\bblack (college )?(students|community|culture|gen z|youth|women|men)\b|\bafrican[- ]americans?\b/,
  },
  {
    kind: 'tribal',
    label: 'tribal colleges',
    strength: 1,
    pattern: /\btribal (colleges?|universit\w*)\b|\btcus\b/,
  },
  {
    kind: 'tribal',
    label: 'tribal colleges',
    strength: 0.8,
    pattern: /\bnative american\b|\bindigenous\b|\bamerican indian\b|\balaska native\b/,
  },
  {
    kind: 'community',
    label: 'community colleges',
    strength: 1,
    pattern:
      /\bcommunity colleges?\b|\btwo-year (colleges?|schools?)\b|\b2-year (colleges?|schools?)\b|\bjunior colleges?\b/,
  },
  { kind: 'liberalArts', label: 'liberal arts colleges', strength: 1, pattern: /\bliberal arts\b/ },
  {
    kind: 'research',
    label: 'research universities',
    strength: 1,
    pattern: /\bresearch universit\w*|\br1\b|\br2\b|\bflagships?\b|\bbig ten\b/,
  },
  {
    kind: 'technical',
    label: 'technical institutes',
    strength: 1,
    pattern:
      /\btech(nical|nology)? (schools?|institutes?|colleges?|universit\w*)\b|\bengineering (schools?|colleges?|universit\w*)\b|\bpolytechnic\w*\b|\binstitutes? of technology\b|\bstem schools?\b/,
  },
  { kind: 'ivy', label: 'Ivy League universities', strength: 1, pattern: /\bivy league\b|\bivies\b/ },
  { kind: 'landGrant', label: 'land-grant universities', strength: 1, pattern: /\bland[- ]grant\b/ },
  {
    kind: 'arts',
    label: 'art and design schools',
    strength: 1,
    pattern: /\b(art|design|music|film) (schools?|colleges?|institutes?)\b|\bconservator(y|ies)\b/,
  },
  { kind: 'business', label: 'business schools', strength: 1, pattern: /\bbusiness schools?\b/ },
  {
    kind: 'health',
    label: 'nursing and health schools',
    strength: 1,
    pattern: /\b(nursing|medical|health|pharmacy) (schools?|colleges?)\b|\bschools? of (nursing|medicine)\b/,
  },
  { kind: 'law', label: 'law schools', strength: 1, pattern: /\blaw schools?\b/ },
  {
    kind: 'faith',
    label: 'faith-based colleges',
    strength: 1,
    pattern: /\b(christian|catholic|jesuit|faith-based|religious|bible) (colleges?|universit\w*|schools?)\b/,
  },
  {
    kind: 'hispanicStates',
    label: 'states with the largest Hispanic student populations',
    strength: 0.6,
    pattern: /\bhispanic\b|\blatin[oaxe]s?\b|\bspanish[- ]speaking\b/,
  },
]

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
  const all = fields.map((field) => field.text).join(' .\n')
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
    sizePreference: small && !large ? 'small' : large && !small ? 'large' : null,
    budget: BUDGET_TIERS[profile.budgetRange],
  }
}
