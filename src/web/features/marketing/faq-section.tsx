import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { FaqPage } from '../../../shared/marketing/faq.schema'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion'
import { useTrpc } from '../../lib/trpc'
import { isPlainClick } from '../../components/layout/section-link'
import { Section } from './section'

/** The query a FAQ reads; its route's loader ensures the same options, so the answers are server-rendered. */
export const faqQuery = (trpc: ReturnType<typeof useTrpc>, page: FaqPage) =>
  trpc.marketing.faq.queryOptions({ page })

/**
 * The spec's FAQ: one question open at a time, the open one collapsible (the Accordion's default). Answers are
 * HTML sanitized on the server; search engines get all of them from the page's FAQPage JSON-LD, since closed
 * answers are not rendered. Links inside answers navigate on the client.
 */
export function FaqSection({ page, title, intro }: { page: FaqPage; title: string; intro?: string }) {
  const { data: items } = useSuspenseQuery(faqQuery(useTrpc(), page))
  const router = useRouter()

  function followInternalLink(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return
    event.preventDefault()
    void router.navigate({ href })
  }

  return (
    <Section id="faq" eyebrow="FAQ" title={title} intro={intro}>
      <Accordion className="max-w-3xl rounded-xl border bg-card px-6 text-card-foreground shadow-sm">
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent>
              <div
                className="space-y-3 text-base text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground"
                onClick={followInternalLink}
                // Sanitized on the server by the shared sanitizer (decision D10) before it left the procedure.
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  )
}
