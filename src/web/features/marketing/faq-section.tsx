import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { FaqPage } from '@/shared/marketing/faq.schema'
import { cn } from '@/web/lib/cn'
import { useTrpc } from '@/web/lib/trpc'
import { isPlainClick } from '@/web/lib/plain-click'
import { FaqItem } from './faq-item'
import { Section } from './section'

/** The query a FAQ reads; its route's loader ensures the same options, so the answers are server-rendered. */
export const faqQuery = (trpc: ReturnType<typeof useTrpc>, page: FaqPage) =>
  trpc.marketing.faq.queryOptions({ page })

/**
 * The spec's FAQ of a marketing page, one question open at a time (FaqItem: native `<details name>`, no
 * JavaScript; the FAQ sits on the home page, whose first load has a budget, ADR 0063). Answers are HTML
 * sanitized on the server; links inside them navigate on the client.
 */
export function FaqSection({
  page,
  title,
  intro,
  fullWidth = false,
}: {
  page: FaqPage
  title: string
  intro?: string
  /** The row's whole width (the services page, issue 18) instead of a reading column. */
  fullWidth?: boolean
}) {
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
      <div
        className={cn(
          'divide-y rounded-xl border bg-card px-6 text-card-foreground shadow-sm',
          !fullWidth && 'max-w-3xl',
        )}
      >
        {items.map((item) => (
          <FaqItem key={item.question} name={`faq-${page}`} question={item.question}>
            <div
              className="space-y-3 pb-4 text-base text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground"
              onClick={followInternalLink}
              // Sanitized on the server by the shared sanitizer (decision D10) before it left the procedure.
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </FaqItem>
        ))}
      </div>
    </Section>
  )
}
