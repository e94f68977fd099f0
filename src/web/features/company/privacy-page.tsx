import type { PrivacyFacts as PrivacyFactsData } from '@/shared/privacy/privacy.schema'
import type { ShownPrivacyCopy } from '@/shared/site-copy/privacy-copy.schema'
import { LegalHtml, LegalLayout } from './legal-layout'
import { PrivacyFacts } from './privacy-facts'

/**
 * /privacy (decision D2): staff's prose (issue 36 point 1, ADR 0156), rendered and sanitized by the server, with
 * what this installation stores, for how long and how erasure works written between it from the configuration
 * (point 5), so the page cannot drift from what the server does. The route's loader reads both (no query hook:
 * it would add the hooks' chunk to this page's first load).
 */
export function PrivacyPage({ copy, facts }: { copy: ShownPrivacyCopy; facts: PrivacyFactsData }) {
  return (
    <LegalLayout title="Privacy Policy" updated={copy.updated}>
      <LegalHtml html={copy.beforeFacts} />
      <PrivacyFacts facts={facts} />
      <LegalHtml html={copy.afterFacts} />
    </LegalLayout>
  )
}
