import { describe, expect, it } from 'vitest'
import { lineDiff } from './line-diff'

describe('lineDiff', () => {
  it('marks nothing when the texts are the same', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([
      { kind: 'same', left: 'a', right: 'a' },
      { kind: 'same', left: 'b', right: 'b' },
    ])
  })

  it('lines up what stayed and shows what went and what came', () => {
    expect(lineDiff('title\nold line\nend', 'title\nnew line\nextra\nend')).toEqual([
      { kind: 'same', left: 'title', right: 'title' },
      { kind: 'removed', left: 'old line' },
      { kind: 'added', right: 'new line' },
      { kind: 'added', right: 'extra' },
      { kind: 'same', left: 'end', right: 'end' },
    ])
  })

  it('handles an empty side and keeps every line of both texts in order', () => {
    expect(lineDiff('', 'one')).toEqual([
      { kind: 'removed', left: '' },
      { kind: 'added', right: 'one' },
    ])
    const before = 'a\nb\nc\nd\ne'
    const after = 'b\nx\nd\ne\nf'
    const rows = lineDiff(before, after)
    expect(rows.flatMap((row) => ('left' in row ? [row.left] : [])).join('\n')).toBe(before)
    expect(rows.flatMap((row) => ('right' in row ? [row.right] : [])).join('\n')).toBe(after)
    expect(rows.filter((row) => row.kind === 'same').map((row) => row.left)).toEqual(['b', 'd', 'e'])
  })
})
