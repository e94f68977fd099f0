import type { Archetype } from './school-traits'

/** A kind of school the profile names ("HBCUs", "community colleges") or clearly implies ("Black students"). */
export interface NamedKind {
  kind: Archetype
  label: string
  /** 1 when named outright: those schools rank first. Below 1 when implied: a strong preference only. */
  strength: number
  negated: boolean
}

/** A row of the tables that find them in a brief (kind-rules.ts, field-kinds.ts): what it names, and how it is said. */
export type KindRule = Omit<NamedKind, 'negated'> & { pattern: RegExp }
