import type { ShownLegalCopy } from '@/shared/site-copy/legal-copy.schema'
import { LegalHtml, LegalLayout } from './legal-layout'

/**
 * /terms: the rules of using the site, in plain language (decision D2). The text is staff's markdown (issue 36,
 * ADR 0155), rendered and sanitized by the server like an article's; its first paragraph is the page's intro.
 */
export function TermsPage({ copy }: { copy: ShownLegalCopy }) {
  return (
    <LegalLayout title="Terms of Service" updated={copy.updated}>
      <LegalHtml html={copy.html} />
    </LegalLayout>
  )
}
