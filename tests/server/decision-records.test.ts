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

  it('numbers each record once', () => {
    const numbers = records.map((name) => name.slice(0, 4))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
