import fs from 'node:fs'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REGISTRY, SPRITE, registryIconNames, spriteFor } from '../../../../scripts/icon-sprite.mjs'
import * as icons from './icons'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the registry today (run it after adding an icon)', async () => {
    expect(fs.readFileSync(SPRITE, 'utf8')).toBe(await spriteFor(registryIconNames()))
  })

  it('has a symbol for every icon the registry exports, read from the module itself', () => {
    const exported = [...new Set(Object.values(icons).map((icon) => icon.iconName))].sort()
    expect(exported).toEqual(registryIconNames(fs.readFileSync(REGISTRY, 'utf8')))
    for (const name of exported) expect(fs.readFileSync(SPRITE, 'utf8')).toContain(`<symbol id="${name}" `)
  })

  it("copies lucide's drawing, elements and attributes, without React's keys", async () => {
    const sprite = await spriteFor(['pencil', 'circle-check'])
    expect(sprite).toContain(
      '<symbol id="circle-check" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/></symbol>',
    )
    expect(sprite).toContain('<path d="m15 5 4 4"/></symbol>')
    expect(sprite).not.toContain('key=')
  })

  it('refuses a name lucide only knows as an alias, whose symbol would be missing', async () => {
    await expect(spriteFor(['trash-2'])).rejects.toThrow(/no icon named "trash-2"/)
  })
})

describe('an icon', () => {
  it("draws its symbol at lucide's size, with lucide's classes (the stroke's rule), hidden as decoration", () => {
    const { container } = render(<icons.Pencil className="size-5" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('class')).toBe('lucide lucide-pencil size-5')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('width')).toBe('24')
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/\/sprite\.svg(\?[^#]*)?#pencil$/)
    expect(svg.querySelectorAll('path')).toHaveLength(0)
  })

  it("is named after lucide's component in React's dev tools", () => {
    expect(icons.ChartColumn.displayName).toBe('ChartColumn')
    expect(icons.MapIcon.displayName).toBe('Map')
  })

  it('is not hidden when it names itself', () => {
    const { container } = render(<icons.Star role="img" aria-label="Featured" />)
    const svg = container.querySelector('svg')!
    expect(svg.hasAttribute('aria-hidden')).toBe(false)
    expect(svg.getAttribute('aria-label')).toBe('Featured')
  })
})
