import { cn } from '@/web/lib/cn'

/**
 * Typography for rendered article markdown (no typography plugin ships, so the element styles are spelled out
 * here, on the theme tokens). Links stay underlined so they are told apart by more than colour.
 */
const prose = cn(
  'text-base leading-7 text-foreground sm:text-lg sm:leading-8',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-5',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-5 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_img]:border',
  // A captioned image is a figure (ADR 0149): the caption sits close under it, smaller, in the muted ink that
  // still passes AA contrast on the page and the preview's background.
  '[&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-3 [&_figcaption]:text-sm [&_figcaption]:leading-6 [&_figcaption]:text-muted-foreground',
  '[&_table]:my-8 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:px-3 [&_td]:py-2',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm',
  '[&_code]:font-mono [&_code]:text-[0.9em] [&_hr]:my-10',
  '[&_iframe]:my-8 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg',
  '[&_details]:my-5 [&_summary]:cursor-pointer [&_summary]:font-medium',
)

/** HTML the server rendered from markdown and sanitized (decision D10): safe to insert as is. */
export function ArticleContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />
}
