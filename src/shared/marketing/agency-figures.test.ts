import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  agencyFiguresOf,
  defaultAgencyFigures,
  EDITABLE_FIGURE_KEYS,
  figureSlot,
  withFigures,
} from './agency-figures'
import { FIGURE_PLACES } from './figure-places'

const webRoot = path.resolve(import.meta.dirname, '../../web')
const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesOf(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
// Case studies state their own campaign's results (a figure may coincide with an agency-wide one). The pages' demo
// copy (ADR 0155) is page copy too: it states a figure by its slot.
const pages = [...sourcesOf(webRoot), ...sourcesOf(path.resolve(import.meta.dirname, '../site-copy'))].filter(
  (file) => !file.includes(`${path.sep}case-studies${path.sep}`),
)
const figureValues = Object.values(defaultAgencyFigures).map((figure) => figure.value as string)

describe('agency figures (issue 18)', () => {
  it('gives every figure one meaning: no value stands for two things', () => {
    expect(new Set(figureValues).size).toBe(figureValues.length)
  })

  it('are the only stat values the pages state: no page writes one of them with a label of its own', () => {
    const values = new Set(figureValues)
    const offenders = pages.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\{\s*value:\s*'([^']+)',\s*label:\s*'([^']+)'/g)]
        .filter((match) => values.has(match[1]!))
        .map((match) => `${path.relative(webRoot, file)}: ${match[1]} ${match[2]}`),
    )
    expect(offenders).toEqual([])
  })

  it('are never written into page copy as text: an edit by staff must reach every sentence (ADR 0150)', () => {
    // The figures' default values as copy would write them; the case studies and other meanings are left out.
    const written = ['2.5M+', '500+ brands', '95%', '300%', '48 hours', '2–4 weeks', '$5,000', '$50,000+']
    const offenders = pages.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8')
      return (
        written
          // The figures' own staff screen names examples of values in its hints.
          .filter(
            (value) =>
              text.includes(value) && !file.includes(`${path.sep}staff${path.sep}figures${path.sep}`),
          )
          .map((value) => `${path.relative(webRoot, file)}: ${value}`)
      )
    })
    expect(offenders).toEqual([])
  })
})

describe('editable figures (issue 36, ADR 0150)', () => {
  it('every editable key is read by a page and says where it appears', () => {
    const code = pages.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
    for (const key of EDITABLE_FIGURE_KEYS) {
      expect(code, key).toMatch(new RegExp(`figures\\.${key}\\b|'${key}'|\\{figure\\.${key}\\}`))
      expect(FIGURE_PLACES[key].length, key).toBeGreaterThan(0)
    }
  })

  it('a key without an edit shows its default, unconfirmed; an edit replaces value, label and confirmed', () => {
    const figures = agencyFiguresOf({ brandsServed: { value: '650+', label: 'brands', confirmed: true } })
    expect(figures.studentsReached).toEqual(defaultAgencyFigures.studentsReached)
    expect(figures.studentsReached.confirmed).toBeUndefined()
    expect(figures.brandsServed).toEqual({ value: '650+', label: 'brands', confirmed: true })
    // The network's count stays computed: an edit cannot reach it.
    expect(
      agencyFiguresOf({ colleges: { value: '1', label: 'x', confirmed: false } } as never).colleges,
    ).toEqual(defaultAgencyFigures.colleges)
  })

  it('puts each figure slot in the copy written ahead of time', () => {
    const figures = agencyFiguresOf({ launch: { value: '24 hours', label: 'to launch', confirmed: true } })
    expect(
      withFigures(`Live within ${figureSlot('launch')}, from ${figureSlot('startingBudget')}.`, figures),
    ).toBe('Live within 24 hours, from $5,000.')
  })
})
