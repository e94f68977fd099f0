import { useQuery } from '@tanstack/react-query'
import type { Revision } from '@/shared/blog/revision.schema'
import { useTrpc } from '@/web/lib/trpc'
import { lineDiff, type DiffRow } from './line-diff'

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

const CELL = {
  same: '',
  removed: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  added: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
}

function DiffLine({ row }: { row: DiffRow }) {
  const left = row.kind === 'added' ? null : row.left
  const right = row.kind === 'removed' ? null : row.right
  return (
    <tr>
      <td className={`w-1/2 px-2 align-top whitespace-pre-wrap ${left === null ? '' : CELL[row.kind]}`}>
        {left === null ? '' : row.kind === 'removed' ? <del className="no-underline">{left}</del> : left}
      </td>
      <td className={`w-1/2 px-2 align-top whitespace-pre-wrap ${right === null ? '' : CELL[row.kind]}`}>
        {right === null ? '' : row.kind === 'added' ? <ins className="no-underline">{right}</ins> : right}
      </td>
    </tr>
  )
}

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
      {FIELDS.map(({ label, text }) => {
        const rows = lineDiff(text(left.data), text(right.data))
        const changed = rows.some((row) => row.kind !== 'same')
        return (
          <table key={label} className="w-full table-fixed border text-sm">
            <caption className="py-1 text-left font-medium">
              {label}
              {changed ? '' : ' (unchanged)'}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Version {left.data.version}</th>
                <th scope="col">Version {right.data.version}</th>
              </tr>
            </thead>
            <tbody className="font-mono">
              {rows.map((row, index) => (
                <DiffLine key={index} row={row} />
              ))}
            </tbody>
          </table>
        )
      })}
    </div>
  )
}
