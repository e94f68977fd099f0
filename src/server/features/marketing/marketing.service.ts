import type { FaqItem, FaqPage } from '@/shared/marketing/faq.schema'
import type { NetworkWords } from '@/shared/schools/network-words'
import { sanitizeHtml } from '@/server/lib/sanitize-html'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import { faqContent, type FigureWords } from './faq-content'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

// The answers depend only on the page, the brand name, the network's size in words (which moves in steps) and
// the agency figures (which staff edit now and then): sanitize each combination once per process, keeping a few.
const cache = new Map<string, FaqItem[]>()
const CACHE_LIMIT = 32

/** The FAQ of a page, its HTML answers sanitized (decision D10) so the page can insert them as they are. */
export function faqOf(
  page: FaqPage,
  brandName: string,
  network: NetworkWords,
  figures: AgencyFigures,
): FaqItem[] {
  const words = Object.fromEntries(
    Object.entries(figures).map(([key, figure]) => [key, escapeHtml(figure.value)]),
  ) as FigureWords
  const key = [page, brandName, network.colleges, network.students, ...Object.values(words)].join('\u0000')
  let items = cache.get(key)
  if (!items) {
    if (cache.size >= CACHE_LIMIT) cache.clear()
    items = faqContent(page, escapeHtml(brandName), network, words).map(({ question, answer }) => ({
      question,
      answerHtml: sanitizeHtml(answer),
    }))
    cache.set(key, items)
  }
  return items
}
