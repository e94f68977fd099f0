import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { FaqItem as Item, FaqPage } from '@/shared/marketing/faq.schema'
import { cn } from '@/web/lib/cn'
import { isPlainClick } from '@/web/lib/plain-click'
import { FaqItem } from './faq-item'
import { Section } from './section'

/**
 * The spec's FAQ of a marketing page, one question open at a time (FaqItem: native `<details name>`, no
 * JavaScript; the FAQ sits on the home page, whose first load has a budget, ADR 0063). The questions are the
 * page's copy staff edit (ADR 0155), read by the route's loader so they are in the first HTML; answers are HTML
 * sanitized on the server; links inside them navigate on the client.
 */
export function FaqSection({
  page,
  title,
  items,
  intro,
  fullWidth = false,
}: {
  /** Names the page's questions as one group, of which one opens at a time. */
  page: FaqPage
  title: string
  items: readonly Item[]
  intro?: string
  /** The row's whole width (the services page, issue 18) instead of a reading column. */
  fullWidth?: boolean
}) {
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
