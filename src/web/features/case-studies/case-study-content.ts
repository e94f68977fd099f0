import type { CaseStudySlug } from '@/shared/marketing/public-pages'
import type { SiteConfig } from '@/shared/site'
import type { Stat } from '@/web/features/marketing/stat-grid'

/**
 * The one shape every case study fills (issue 18, ADR 0067), so every /cs/… page has the same sections in the
 * same order: the headline numbers, the challenge, the approach, what it delivered, what we learned and a
 * quote. Plain data (no JSX), one module per study, loaded by the route alone. `{partner}` and `{brand}` in any
 * text stand for PARTNER_NAME and BRAND_NAME.
 */
export interface CaseStudyContent {
  /** One or two sentences under the title. */
  lead: string
  /** Exactly four figures: the headline-number row. */
  headline: readonly [Stat, Stat, Stat, Stat]
  /** Paragraphs. */
  challenge: readonly string[]
  approach: { intro: string; steps: readonly { title: string; text: string }[] }
  /** Outcomes the headline numbers do not already state (a test checks that no headline figure repeats). */
  delivered: readonly string[]
  /** Three lessons. */
  learned: readonly { title: string; text: string }[]
  quote: CaseStudyQuote
}

/**
 * A client's words, always attributed: a role at the organization, or a named person. These are demo
 * case studies, so a named person must be fictional and is shown as illustrative.
 */
export interface CaseStudyQuote {
  text: string
  role: string
  organization: string
  /** A fictional person's name; shown with an "illustrative" label. Absent: the role alone. */
  illustrativeName?: string
}

/** Replaces `{partner}` and `{brand}` with the site's names. */
export function fillNames(text: string, site: Pick<SiteConfig, 'partnerName' | 'brandName'>): string {
  return text.replaceAll('{partner}', site.partnerName).replaceAll('{brand}', site.brandName)
}

const modules: Record<CaseStudySlug, () => Promise<{ content: CaseStudyContent }>> = {
  spotify: () => import('./content/spotify'),
  'coca-cola': () => import('./content/coca-cola'),
  'air-fresh-client': () => import('./content/air-fresh-client'),
  loreal: () => import('./content/loreal'),
  sephora: () => import('./content/sephora'),
  microsoft: () => import('./content/microsoft'),
  patagonia: () => import('./content/patagonia'),
}

/** The long copy of one case study; only its own page loads it. */
export async function loadCaseStudyContent(slug: CaseStudySlug): Promise<CaseStudyContent> {
  return (await modules[slug]()).content
}
