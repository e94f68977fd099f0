import { FIELD_KINDS } from './field-kinds'
import type { KindRule } from './named-kind'

/**
 * Kinds of school a profile names ("HBCUs", "community colleges") or implies ("Black students"), with how
 * strongly: 1 named outright, below 1 implied. A table: profile-signals.ts and constraints.ts read it.
 */
export const KIND_RULES: KindRule[] = [
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
    kind: 'education',
    label: 'teachers colleges',
    strength: 1,
    pattern: /\b(teachers|education) colleges?\b|\bcolleges? of education\b/,
  },
  {
    kind: 'hospitality',
    label: 'hospitality and culinary schools',
    strength: 1,
    pattern: /\b(culinary|hospitality|cooking) (schools?|institutes?|colleges?)\b/,
  },
  {
    kind: 'residential',
    label: 'residential campuses',
    strength: 1,
    pattern: /\bresidential (campus(es)?|colleges?|universit\w*|schools?)\b/,
  },
  // Fields of study said without "schools" (issue 39): a strong preference for campuses of that field, by
  // their Carnegie special focus or their name, ahead of size.
  ...FIELD_KINDS,
  {
    kind: 'hispanicStates',
    label: 'states with the largest Hispanic student populations',
    strength: 0.6,
    pattern: /\bhispanic\b|\blatin[oaxe]s?\b|\bspanish[- ]speaking\b/,
  },
]
