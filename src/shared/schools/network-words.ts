import { formatWholeNumber } from '@/shared/us-format'
import type { NetworkSize } from './network-size'

/**
 * The network's size in words (ADR 0029), without zod: every page's first load carries it (the root route and
 * the marketing copy), and the read's schema stays in network-size.ts.
 */
/**
 * A count of the network (colleges, students) as the copy states it: at least what the directory holds, never
 * more. From 100 up, the count rounded down to its first two digits with "+" (4,082 → "4,000+", 160 → "160+",
 * 12,345 → "12,000+"), so the copy does not change with every school staff add and never claims one more than
 * there are; below 100 the exact count.
 */
export function networkCountWording(count: number): string {
  const whole = Math.max(0, Math.floor(count))
  if (whole < 100) return formatWholeNumber(whole)
  const unit = 10 ** (String(whole).length - 2)
  return `${formatWholeNumber(Math.floor(whole / unit) * unit)}+`
}

/** The two counts in words, as the pages and the FAQ write them. */
export interface NetworkWords {
  colleges: string
  students: string
}

/** Null when the count could not be read: the copy then says "many", never a figure of its own. */
export const networkWordsOf = (size: NetworkSize | null): NetworkWords =>
  size
    ? { colleges: networkCountWording(size.activeSchools), students: networkCountWording(size.students) }
    : { colleges: 'many', students: 'many' }

/**
 * Where copy written ahead of time (stat tables, service copy, page heads) states the college count; whoever
 * shows the text puts the live wording in its place with `withNetwork`.
 */
export const NETWORK_COLLEGES = '{network.colleges}'

export const withNetwork = (text: string, network: NetworkWords) =>
  text.replaceAll(NETWORK_COLLEGES, network.colleges)
