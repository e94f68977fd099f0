/** One row of a side-by-side comparison: a line on the left, on the right, or the same on both. */
export type DiffRow =
  | { kind: 'same'; left: string; right: string }
  | { kind: 'removed'; left: string }
  | { kind: 'added'; right: string }

/**
 * The lines of `before` and `after` lined up by their longest common subsequence (the classic line diff): what
 * stayed, what went and what came. Quadratic in lines, which is fine for an article (the body is capped at
 * 100,000 characters); beyond 4,000 lines a side the texts are compared as wholes.
 */
export function lineDiff(before: string, after: string): DiffRow[] {
  const a = before.split('\n')
  const b = after.split('\n')
  if (a.length * b.length > 16_000_000)
    return before === after
      ? a.map((line) => ({ kind: 'same', left: line, right: line }))
      : [
          ...a.map((line) => ({ kind: 'removed' as const, left: line })),
          ...b.map((line) => ({ kind: 'added' as const, right: line })),
        ]
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const rows: DiffRow[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      rows.push({ kind: 'same', left: a[i]!, right: b[j]! })
      i++
      j++
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // What went is listed before what came in its place.
      rows.push({ kind: 'removed', left: a[i++]! })
    } else {
      rows.push({ kind: 'added', right: b[j++]! })
    }
  }
  return rows
}
