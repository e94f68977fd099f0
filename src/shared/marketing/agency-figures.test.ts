import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { agencyFigures } from './agency-figures'

const webRoot = path.resolve(import.meta.dirname, '../../web')
const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesOf(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })

describe('agency figures (issue 18)', () => {
  it('gives every figure one meaning: no value stands for two things', () => {
    const values = Object.values(agencyFigures).map((figure) => figure.value)
    expect(new Set(values).size).toBe(values.length)
  })

  it('are the only stat values the pages state: no page writes one of them with a label of its own', () => {
    const figureValues = new Set<string>(Object.values(agencyFigures).map((figure) => figure.value))
    // Case studies state their own campaign's results (a figure may coincide with an agency-wide one).
    const pages = sourcesOf(webRoot).filter((file) => !file.includes(`${path.sep}case-studies${path.sep}`))
    const offenders = pages.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\{\s*value:\s*'([^']+)',\s*label:\s*'([^']+)'/g)]
        .filter((match) => figureValues.has(match[1]!))
        .map((match) => `${path.relative(webRoot, file)}: ${match[1]} ${match[2]}`),
    )
    expect(offenders).toEqual([])
  })
})
