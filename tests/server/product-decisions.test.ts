import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const register = fs.readFileSync(path.join(root, 'docs/product-decisions.md'), 'utf8')
const defined = new Set([...register.matchAll(/^- \*\*D(\d+)\.\*\*/gm)].map((match) => Number(match[1])))

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative)
    return /\.(ts|tsx|mjs|md)$/.test(entry.name) ? [relative] : []
  })
}

describe('docs/product-decisions.md', () => {
  it('defines every decision the code and docs cite ("decision D5", "decisions D18-D19")', () => {
    const cited = new Map<number, string>()
    for (const file of [...sources('src'), ...sources('docs'), ...sources('tests'), 'README.md']) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const match of text.matchAll(/decisions? D(\d+)(?:-D(\d+))?/g))
        for (let n = Number(match[1]); n <= Number(match[2] ?? match[1]); n++) cited.set(n, file)
    }
    expect(cited.size).toBeGreaterThan(10)
    const undefinedCitations = [...cited]
      .filter(([n]) => !defined.has(n))
      .map(([n, file]) => `D${n} in ${file}`)
    expect(undefinedCitations).toEqual([])
  })
})

describe('docs/product.md', () => {
  const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8')
  const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])))

  it('has every section the code cites as "product §n", and nothing cites the old outside specification', () => {
    const cited = new Map<number, string>()
    const outside: string[] = []
    for (const file of [...sources('src'), ...sources('docs'), ...sources('tests'), 'README.md']) {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      for (const match of text.matchAll(/product §(\d+)/g)) cited.set(Number(match[1]), file)
      if (/spec(?:ification)?(?:'s)? section \d/i.test(text)) outside.push(file)
    }
    expect(cited.size).toBeGreaterThan(3)
    expect([...cited].filter(([n]) => !sections.has(n)).map(([n, file]) => `§${n} in ${file}`)).toEqual([])
    expect(outside).toEqual([])
  })
})
