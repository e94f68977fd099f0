import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ChevronDown } from '@/web/components/icons/icons'
import type { MouseEvent } from 'react'
import type { FaqPage } from '@/shared/marketing/faq.schema'
import { cn } from '@/web/lib/cn'
import { useTrpc } from '@/web/lib/trpc'
import { isPlainClick } from '@/web/lib/plain-click'
import { Section } from './section'

/** The query a FAQ reads; its route's loader ensures the same options, so the answers are server-rendered. */
export const faqQuery = (trpc: ReturnType<typeof useTrpc>, page: FaqPage) =>
  trpc.marketing.faq.queryOptions({ page })

/**
 * The spec's FAQ: one question open at a time, the open one collapsible. Native `<details name>` elements do
 * exactly that (the browser closes the others of the same name), with keyboard support, before hydration and
 * with no JavaScript: the FAQ sits on the home page, whose first load has a budget (ADR 0063). Every answer is in
 * the HTML, open or not, for search engines too. Answers are HTML sanitized on the server; links inside them
 * navigate on the client.
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
          <details key={item.question} name={`faq-${page}`} className="group">
            <summary
              className={cn(
                'flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium hover:underline',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden',
              )}
            >
              <h3 className="text-base">{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div
              className="space-y-3 pb-4 text-base text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_strong]:text-foreground"
              onClick={followInternalLink}
              // Sanitized on the server by the shared sanitizer (decision D10) before it left the procedure.
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </details>
        ))}
      </div>
    </Section>
  )
}
