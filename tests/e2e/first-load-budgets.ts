/**
 * The JavaScript each public page may load before it is interactive, in kB gzip (level 9), checked against the
 * production build by first-load.spec.ts. Issue 19's target is 120 kB on every page; where a budget is above it,
 * the budget is the page's size when it was last measured, so no page grows unnoticed while the work to reach the
 * target goes on. Lower a budget when a page shrinks; raise one only with a reason in the commit.
 */
export const FIRST_LOAD_TARGET_KB = 120

/** Path templates: `{article}`, `{school}` and `{program}` stand for the first one the demo data lists. */
/**
 * Measured 2026-11-25 (the page's size, rounded up, plus 1 kB), after tailwind-merge left the browser (ADR 0068,
 * 8 to 11 kB off every page). Every page is still above the target. The floor: react-dom's client, TanStack
 * Router and Query alone are 102 kB gzip (esbuild, minified); the rest of tRPC's client adds 4.
 */
export const FIRST_LOAD_BUDGETS_KB: Record<string, number> = {
  '/': 153,
  '/services': 149,
  '/services/campus-marketing': 146,
  '/services/street-teams': 146,
  '/services/brand-activations': 146,
  '/services/influencer-marketing': 146,
  '/schools': 152,
  '/campus-programs': 149,
  '/brand-matching': 157,
  '/blog': 148,
  '/case-studies': 141,
  '/cs/spotify': 142,
  '/cs/coca-cola': 142,
  '/cs/air-fresh-client': 142,
  '/cs/loreal': 142,
  '/cs/sephora': 142,
  '/cs/microsoft': 142,
  '/cs/patagonia': 142,
  '/book-call': 153,
  '/about': 143,
  '/contact': 146,
  '/privacy': 142,
  '/terms': 141,
  '/blog/{article}': 148,
  '/schools/name/{school}': 166,
  '/campus-programs/{program}': 148,
}
