import { ArrowDown, ArrowUp, ArrowUpDown } from '@/web/components/icons/icons'
import type { ArticleTableRow } from '@/shared/blog/article.schema'
import { Badge } from '@/web/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { isoOf } from '@/web/features/blog/format'
import { ArticleRowActions, useArticleRowWrites } from './article-row-actions'
import {
  articleStatus,
  categoryLabel,
  displayDate,
  type ArticleStatus,
  type SortField,
  type SortState,
} from './article-table.state'
import { formatLongDate } from '@/shared/us-format'

const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'category', label: 'Category' },
  { field: 'status', label: 'Status' },
  { field: 'date', label: 'Date' },
]

/** The management table: sortable headers (buttons, with aria-sort on the column), one row per article. */
export function ArticlesTable({
  rows,
  sort,
  onSort,
}: {
  rows: ArticleTableRow[]
  sort: SortState
  onSort: (field: SortField) => void
}) {
  const writes = useArticleRowWrites()
  return (
    <Table>
      <caption className="sr-only">Articles. Column headers with buttons sort the table.</caption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ field, label }) => {
            const active = sort.field === field
            const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown
            return (
              <TableHead
                key={field}
                aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button
                  type="button"
                  onClick={() => onSort(field)}
                  className="-ml-2 inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  {label}
                  <Icon aria-hidden="true" className="size-4 opacity-70" />
                </button>
              </TableHead>
            )
          })}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((article) => (
          <TableRow key={article.id}>
            <TableCell className="max-w-md font-medium whitespace-normal">{article.title}</TableCell>
            <TableCell>{categoryLabel(article)}</TableCell>
            <TableCell>
              <StatusBadge status={articleStatus(article)} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={isoOf(displayDate(article))}>{formatLongDate(displayDate(article))}</time>
            </TableCell>
            <TableCell className="text-right">
              <ArticleRowActions article={article} writes={writes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

const BADGE_VARIANTS = {
  Draft: 'secondary',
  'In review': 'outline',
  Scheduled: 'outline',
  Published: 'default',
} as const satisfies Record<ArticleStatus, string>

/** One badge per article: a scheduled article is not also "Published", a draft in review not also "Draft". */
function StatusBadge({ status }: { status: ArticleStatus }) {
  return <Badge variant={BADGE_VARIANTS[status]}>{status}</Badge>
}
