import type { Archetype } from './school-traits'

/**
 * What a brand profile's words say about the campuses that suit it. Each theme is found by its words in the
 * profile (word boundaries, lower case) and carries (a) how well each kind of campus fits it and (b) the
 * specific advice the deterministic writer gives for it. Affinities are judgement, written down so they can be
 * read, argued with and tested: 1 = the natural home of this audience.
 */
export interface Theme {
  id: string
  /** As the writers say it: "your profile mentions {label}". */
  label: string
  pattern: RegExp
  affinity: Partial<Record<Archetype, number>>
  /** Who to reach on a campus. */
  audience: string
  approach: string
  messaging: string
  strength: string
  challenge: string
}
