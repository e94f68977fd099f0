import type { Em } from '@/server/db/orm'
import type { FaqItem, FaqPage } from '@/shared/marketing/faq.schema'
import type { CopyValues } from '@/shared/site-copy/copy-slots'
import { publicPageCopy } from '@/server/features/site/public'

/**
 * The FAQ of the home or services page: the page's own part of the copy staff edit (ADR 0155), its answers
 * rendered from markdown and sanitized (decision D10), so the operation and the page never disagree.
 */
export async function faqOf(em: Em, page: FaqPage, site: CopyValues['site']): Promise<FaqItem[]> {
  return (await publicPageCopy(em, page, site)).faq.items
}
