import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = path.resolve(import.meta.dirname, '../../docs/decisions')
const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name))
const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8')

describe('docs/decisions', () => {
  it.each(records)('the index links %s with its title', (name) => {
    const title = fs
      .readFileSync(path.join(folder, name), 'utf8')
      .split('\n')[0]!
      .replace(/^# \d+\. /, '')
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // Prettier pads the table's cells, so the row is matched with any spacing.
    expect(index).toMatch(new RegExp(`\\]\\(${escape(name)}\\) *\\| *${escape(title)} *\\|`))
  })

  // Every record says whether it holds and since when: `Status: accepted (2026-11-28).` under the title (a
  // `Status: accepted` line followed by `Date: 2026-11-28` says the same).
  it.each(records)('%s opens with its status and date', (name) => {
    const lines = fs.readFileSync(path.join(folder, name), 'utf8').split('\n')
    const inline =
      /^Status: (accepted|proposed|rejected|deprecated|superseded)\b[^\n(]*?\((\d{4}-\d{2}-\d{2})\)/
    const separate = /^Status: (accepted|proposed|rejected|deprecated|superseded)\b/
    const dated = inline.exec(lines[2] ?? '')?.[2] ?? /^Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[3] ?? '')?.[1]
    expect(lines[1], 'a blank line under the title').toBe('')
    expect(lines[2], 'the status under the title').toMatch(separate)
    expect(dated, `${name}: no date on its status line (or a Date: line under it)`).toBeDefined()
    expect(new Date(`${dated}T00:00:00Z`).toISOString().slice(0, 10), 'a real calendar date').toBe(dated)
  })

  it('numbers each record once', () => {
    const numbers = records.map((name) => name.slice(0, 4))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
