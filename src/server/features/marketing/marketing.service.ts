import type { FaqItem, FaqPage } from '@/shared/marketing/faq.schema'
import type { NetworkWords } from '@/shared/schools/network-words'
import { sanitizeHtml } from '@/server/lib/sanitize-html'
import { faqContent } from './faq-content'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// The answers depend only on the page, the brand name and the network's size in words (which moves in steps):
// sanitize each combination once per process.
const cache = new Map<string, FaqItem[]>()

/** The FAQ of a page, its HTML answers sanitized (decision D10) so the page can insert them as they are. */
export function faqOf(page: FaqPage, brandName: string, network: NetworkWords): FaqItem[] {
  const key = [page, brandName, network.colleges, network.students].join('\u0000')
  let items = cache.get(key)
  if (!items) {
    items = faqContent(page, escapeHtml(brandName), network).map(({ question, answer }) => ({
      question,
      answerHtml: sanitizeHtml(answer),
    }))
    cache.set(key, items)
  }
  return items
}
