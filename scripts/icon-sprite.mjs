/**
 * The icon sprite (ADR 0079): every icon the site draws, as one SVG file of <symbol>s whose drawings are
 * lucide's own, read from lucide-react. The names are the ones src/web/components/icons/icons.ts passes to
 * `spriteIcon`. `npm run icons` writes the sprite next to it; a test fails while the committed file is stale.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const REGISTRY = path.join(root, 'src/web/components/icons/icons.ts')
export const SPRITE = path.join(root, 'src/web/components/icons/sprite.svg')

/** The lucide names the registry draws, sorted, each once. */
export function registryIconNames(source = fs.readFileSync(REGISTRY, 'utf8')) {
  return [...new Set([...source.matchAll(/spriteIcon\('([a-z0-9-]+)'/g)].map((match) => match[1]))].sort()
}

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** lucide's drawing of one icon as SVG elements (`key` is React's, not an attribute). */
function drawing(node) {
  return node
    .map(([tag, { key: _key, ...attributes }, children]) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('')
      return children?.length ? `<${tag}${attrs}>${drawing(children)}</${tag}>` : `<${tag}${attrs}/>`
    })
    .join('')
}

/** The sprite's text: one symbol per lucide name, its id the name. Throws for a name lucide does not have. */
export async function spriteFor(names) {
  const symbols = []
  for (const name of names) {
    const { __iconData: icon } = await import(`lucide-react/icons/${name}`)
    if (!icon || icon.name !== name) throw new Error(`lucide-react has no icon named "${name}" (an alias?)`)
    const size = icon.size ?? 24
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${drawing(icon.node)}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(SPRITE, await spriteFor(registryIconNames()))
  console.log(`Wrote ${path.relative(root, SPRITE)}`)
}
