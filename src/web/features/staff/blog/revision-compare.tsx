import { useQuery } from '@tanstack/react-query'
import type { Revision } from '@/shared/blog/revision.schema'
import { useTrpc } from '@/web/lib/trpc'
import { DiffTable } from '@/web/features/staff/kit/diff-table'

const FIELDS: { label: string; text: (revision: Revision) => string }[] = [
  { label: 'Title', text: (revision) => revision.title },
  { label: 'Slug', text: (revision) => revision.slug },
  { label: 'Excerpt', text: (revision) => revision.excerpt ?? '' },
  { label: 'Featured image', text: (revision) => revision.imageUrl ?? '' },
  { label: 'Image alt text', text: (revision) => revision.imageAlt ?? '' },
  { label: 'Image caption', text: (revision) => revision.imageCaption ?? '' },
  { label: 'Meta title', text: (revision) => revision.metaTitle ?? '' },
  { label: 'Meta description', text: (revision) => revision.metaDescription ?? '' },
  { label: 'Social image', text: (revision) => revision.socialImageUrl ?? '' },
  { label: 'Content', text: (revision) => revision.content },
]

/** Two revisions side by side, field by field, each changed line marked (removed on the left, added on the right). */
export function RevisionCompare({
  articleId,
  older,
  newer,
}: {
  articleId: number
  older: number
  newer: number
}) {
  const trpc = useTrpc()
  const left = useQuery(trpc.blog.revisions.get.queryOptions({ id: articleId, revisionId: older }))
  const right = useQuery(trpc.blog.revisions.get.queryOptions({ id: articleId, revisionId: newer }))
  if (!left.data || !right.data)
    return <p className="text-sm text-muted-foreground">Loading the revisions…</p>
  return (
    <div className="flex flex-col gap-4" data-testid="revision-compare">
      {FIELDS.map(({ label, text }) => (
        <DiffTable
          key={label}
          label={label}
          before={text(left.data)}
          after={text(right.data)}
          columns={[`Version ${left.data.version}`, `Version ${right.data.version}`]}
        />
      ))}
    </div>
  )
}
