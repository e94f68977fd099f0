import type { ReactNode } from 'react'

/**
 * A plain-language policy page: one h1, sections with h2s, readable line length. Its body is staff's markdown as
 * sanitized HTML (`LegalHtml`, ADR 0155), with, on the privacy page, the sections the code writes between it
 * (ADR 0156). The body's first paragraph reads as the intro. `updated` is the server's: the part's last save, or
 * the code's last review of the wording if later.
 */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string
  updated: string
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      <div className="mt-6 text-base leading-7 text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child>p:first-child]:mt-0 [&>:first-child>p:first-child]:text-lg">
        {children}
      </div>
    </article>
  )
}

/** Staff's markdown, rendered and sanitized by the server as an article is (decision D10). */
export function LegalHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
