import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { PREVIEW_LINK_GONE } from '@/shared/blog/preview-link.schema'
import { formatLongDate } from '@/shared/us-format'
import { NotFoundHelp } from '@/web/components/layout/not-found-help'
import { Button } from '@/web/components/ui/button'
import { useTrpc } from '@/web/lib/trpc'
import { ArticleView } from './article-page'
import { isLive } from './format'

/**
 * "November 30, 2026 at 2:05 PM UTC": when a preview link stops working, or a scheduled article goes live. In UTC,
 * so the server render and the browser write the same text, whoever opens the link and wherever.
 */
export function utcDateTime(value: Date | string): string {
  const date = new Date(value)
  const hours = date.getUTCHours()
  const minutes = String(date.getUTCMinutes()).padStart(2, '0')
  return `${formatLongDate(date)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`
}

/** What the banner says: a draft visitors cannot see yet, a scheduled article and when, or a live one. */
export function previewNotice(
  article: { published: boolean; publishedAt: Date | string | null },
  expiresAt: Date | string,
) {
  const expiry = `This link expires ${utcDateTime(expiresAt)}.`
  if (isLive(article)) return `This article is published: visitors can read it on the blog. ${expiry}`
  if (article.published && article.publishedAt)
    return `Preview of a scheduled article: visitors can read it from ${utcDateTime(article.publishedAt)}. ${expiry}`
  return `Preview of a draft: visitors cannot see it yet. ${expiry}`
}

/** /blog/preview/{token}: the article a preview link shows (ADR 0148), as its page will, under a banner. */
export function ArticlePreviewPage() {
  const { token } = useParams({ from: '/blog/preview/$token' })
  const trpc = useTrpc()
  const { data } = useSuspenseQuery(trpc.blog.previewLinks.read.queryOptions({ token }))
  return <ArticleView article={data.article} notice={previewNotice(data.article, data.expiresAt)} />
}

/** A preview link that is unknown, expired or revoked: one page for all three (status 404). */
export function PreviewLinkGone() {
  return (
    <NotFoundHelp
      title="Preview Not Available"
      action={
        <Button asChild>
          <Link to="/blog">Browse All Articles</Link>
        </Button>
      }
    >
      {`${PREVIEW_LINK_GONE} Ask whoever shared it for a new one.`}
    </NotFoundHelp>
  )
}
