import { lineDiff, type DiffRow } from './line-diff'

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

/**
 * One field of two revisions side by side, each changed line marked (removed on the left, added on the right):
 * the comparison of an article's history and of site content's (ADR 0136, 0151).
 */
export function DiffTable({
  label,
  before,
  after,
  columns,
}: {
  label: string
  before: string
  after: string
  /** The two columns' names for screen readers: "Version 2", "Version 5". */
  columns: readonly [string, string]
}) {
  const rows = lineDiff(before, after)
  const changed = rows.some((row) => row.kind !== 'same')
  return (
    <table className="w-full table-fixed border text-sm">
      <caption className="py-1 text-left font-medium">
        {label}
        {changed ? '' : ' (unchanged)'}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody className="font-mono">
        {rows.map((row, index) => (
          <DiffLine key={index} row={row} />
        ))}
      </tbody>
    </table>
  )
}
