import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { badgeVariants } from './badge'
import { buttonVariants } from './button'

/**
 * The ui primitives' component classes (ui.css, ADR 0068). The browser tests see them applied; here, that every
 * class a primitive names is defined in the components layer (a misspelt class would silently style nothing,
 * and one outside the layer would beat a caller's utilities), and that the rules users depend on are there.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, 'ui.css'), 'utf8')
const layer = css.slice(css.indexOf('@layer components {'))

function rulesOf(name: string): string {
  const match = new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(layer)
  if (!match) throw new Error(`.${name} is not defined in the components layer of ui.css`)
  return match[1]!
}

describe('ui.css', () => {
  it('defines, in the components layer, every class the primitives name', () => {
    const named = new Set<string>()
    for (const variant of [
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'brand',
      'brandOutline',
    ] as const) {
      for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
        buttonVariants({ variant, size })
          .split(' ')
          .forEach((name) => named.add(name))
      }
    }
    for (const variant of ['default', 'secondary', 'destructive', 'outline'] as const) {
      badgeVariants({ variant })
        .split(' ')
        .forEach((name) => named.add(name))
    }
    for (const name of [
      'card',
      'card-header',
      'label',
      'table-th',
      'table-td',
      'tabs',
      'tabs-list',
      'skeleton',
      'accordion-trigger',
      'select-trigger',
      'input',
      'textarea',
    ]) {
      named.add(name)
    }
    expect(css.indexOf('@layer components {')).toBeGreaterThanOrEqual(0)
    for (const name of named) expect(() => rulesOf(name)).not.toThrow()
  })

  it('keeps the focus ring, the invalid state, the reduced-motion rule and the 36px icon target', () => {
    for (const name of ['btn', 'badge', 'accordion-trigger', 'select-trigger', 'input', 'textarea']) {
      expect(rulesOf(name)).toContain('focus-visible:ring-2 focus-visible:ring-ring')
    }
    expect(rulesOf('skeleton')).toContain('motion-reduce:animate-none')
    for (const name of ['input', 'textarea'])
      expect(rulesOf(name)).toContain('aria-invalid:border-destructive')
    expect(rulesOf('btn-icon')).toContain('size-9')
  })
})
