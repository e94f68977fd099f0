import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The README is short and sends readers into docs/: a link that leads nowhere is a fact lost. Every relative link
 * in README.md and docs/**.md must name a file (or folder) that exists, and a `#fragment` on a Markdown file must
 * name one of its headings, as GitHub writes heading anchors.
 */
const root = path.resolve(import.meta.dirname, '../..')

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(relative)
    return entry.name.endsWith('.md') ? [relative] : []
  })
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)))
}

/** Inline links and images, `[text](target)`, outside code blocks and code spans. */
function linksOf(file: string): string[] {
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((match) => match[1]!)
}

const files = ['README.md', ...markdownFiles('docs')]
const relativeLinks = files.flatMap((file) =>
  linksOf(file)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => [file, target] as const),
)

describe('links in README.md and docs/', () => {
  it('finds the links it checks (the README links docs/ pages)', () => {
    expect(relativeLinks.filter(([file]) => file === 'README.md').length).toBeGreaterThan(5)
  })

  it.each(relativeLinks)('%s → %s resolves', (file, target) => {
    const [pathPart, fragment] = target.split('#') as [string, string | undefined]
    const resolved = pathPart
      ? path.resolve(root, path.dirname(file), decodeURI(pathPart))
      : path.join(root, file)
    expect(fs.existsSync(resolved), `${target} in ${file}: no such file`).toBe(true)
    if (fragment && resolved.endsWith('.md'))
      expect([...anchorsOf(resolved)], `${target} in ${file}: no such heading`).toContain(fragment)
  })

  it('reads headings as GitHub anchors them', () => {
    expect(anchorOf('Typed procedures: calling CampusPulse from your code and tests')).toBe(
      'typed-procedures-calling-campuspulse-from-your-code-and-tests',
    )
    expect(anchorOf('The REST API and its reference')).toBe('the-rest-api-and-its-reference')
  })
})
