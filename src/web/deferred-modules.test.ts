import { describe, expect, it } from 'vitest'
import { deferModules } from './deferred-modules'

// The shape the router writes (Scripts and HeadContent with a manifest), with this request's nonce.
const page = (nonce = 'abc+/=') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="/assets/app.css" nonce="${nonce}" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry-1.js" fetchPriority="low" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/page-2.js" fetchPriority="low" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/entry-1.js" fetchPriority="low" nonce="${nonce}"/>` +
  '</head><body><main>Hello</main>' +
  `<script nonce="${nonce}">self.$R=1</script>` +
  `<script type="module" src="/assets/entry-1.js" async="" nonce="${nonce}"></script></body></html>`

/** Runs the loader the way a browser would, in a fake document, and reports what it did. */
function runLoader(html: string, document: { readyState: string; hidden: boolean }) {
  const script = /<script nonce="[^"]*">(\(function[\s\S]*?)<\/script>/.exec(html)![1]!
  const done = { preloaded: [] as string[], imported: [] as string[], frames: [] as (() => void)[] }
  const tasks: (() => void)[] = []
  const listeners: Record<string, () => void> = {}
  const fakeDocument = {
    ...document,
    head: { appendChild: (link: { href: string }) => done.preloaded.push(link.href) },
    createElement: () => ({}),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    '__import',
    script.replace('import(entry)', '__import(entry)'),
  )
  run(
    fakeDocument,
    (frame: () => void) => done.frames.push(frame),
    (task: () => void) => tasks.push(task),
    (entry: string) => done.imported.push(entry),
  )
  return { done, tasks, listeners }
}

describe('deferModules', () => {
  it('replaces the preloads and the entry script with one loader carrying the nonce', () => {
    const html = deferModules(page())
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"')
    expect(html).toContain('<script nonce="abc+/=">self.$R=1</script>')
    expect(html).toMatch(
      /<script nonce="abc\+\/=">\(function \(entry, modules\)[^<]*\("\/assets\/entry-1.js", \["\/assets\/page-2.js"\]\);<\/script><\/body>/,
    )
  })

  it('leaves a document without an entry script as it is (tests render without a manifest)', () => {
    const html = '<html><head></head><body><main>Hi</main></body></html>'
    expect(deferModules(html)).toBe(html)
  })

  it('starts nothing until the document is parsed and a frame has been painted', () => {
    const { done, tasks, listeners } = runLoader(deferModules(page()), {
      readyState: 'loading',
      hidden: false,
    })
    expect(done.imported).toEqual([])
    listeners.DOMContentLoaded!()
    expect(done.frames).toHaveLength(1)
    expect(done.imported).toEqual([])
    done.frames[0]!() // the frame's callback, before its paint
    expect(done.imported).toEqual([])
    tasks.shift()!() // the task it queued, after the paint
    expect(done.imported).toEqual(['/assets/entry-1.js'])
    expect(done.preloaded).toEqual([])
    tasks.shift()!() // the preloads, in a task of their own
    expect(done.preloaded).toEqual(['/assets/page-2.js'])
    expect(tasks).toHaveLength(0)
  })

  it('adds the preloads two per task after the task that imports the entry, so that no task starts twenty requests', () => {
    const many = page().replace(
      '</head>',
      [3, 4, 5, 6, 7, 8, 9]
        .map((n) => `<link rel="modulepreload" href="/assets/chunk-${n}.js" fetchPriority="low" nonce="x"/>`)
        .join('') + '</head>',
    )
    const { done, tasks } = runLoader(deferModules(many), { readyState: 'interactive', hidden: true })
    expect(done.imported).toEqual(['/assets/entry-1.js'])
    expect(done.preloaded).toEqual([])
    tasks.shift()!()
    expect(done.preloaded).toEqual(['/assets/page-2.js', '/assets/chunk-3.js'])
    for (const count of [4, 6, 8]) {
      tasks.shift()!()
      expect(done.preloaded).toHaveLength(count)
    }
    expect(done.preloaded.at(-1)).toBe('/assets/chunk-9.js')
    expect(tasks).toEqual([])
  })

  it('starts at once in a hidden tab, which paints no frame', () => {
    const { done } = runLoader(deferModules(page()), { readyState: 'interactive', hidden: true })
    expect(done.imported).toEqual(['/assets/entry-1.js'])
  })

  it('keeps the data from closing its script element', () => {
    const html = deferModules(page().replaceAll('/assets/page-2.js', '/assets/</script><b>.js'))
    expect(html).not.toContain('</script><b>')
    expect(html).toContain('/assets/\\u003c/script>\\u003cb>.js')
  })
})
