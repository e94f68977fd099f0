import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeIdOf, routerManifestFromVite } from './manifest'

describe('routeIdOf', () => {
  it.each([
    ['src/web/routes/__root.tsx', '__root__'],
    ['src/web/routes/index.tsx', '/'],
    ['src/web/routes/schools/index.tsx', '/schools/'],
    ['src/web/routes/schools/$id.tsx', '/schools/$id'],
    ['src/web/routes/blog.admin.tsx', '/blog/admin'],
    ['src/web/routes/schools/name.$slug.tsx', '/schools/name/$slug'],
    ['src/web/routes/services.index.tsx', '/services/'],
    ['src/web/routes/cs.$slug.tsx', '/cs/$slug'],
  ])('%s → %s', (file, id) => expect(routeIdOf(file)).toBe(id))
})

describe('routerManifestFromVite', () => {
  it('loads the entry from the root route and preloads each route its own chunks, each once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
    fs.mkdirSync(path.join(dir, '.vite'))
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/web/entry-client.tsx': {
          file: 'assets/entry-1.js',
          isEntry: true,
          imports: ['_vendor.js'],
          css: ['assets/entry-1.css'],
        },
        '_vendor.js': { file: 'assets/vendor-2.js' },
        '_shared.js': { file: 'assets/shared-3.js', imports: ['src/web/entry-client.tsx'] },
        'src/web/routes/schools/index.tsx?tsr-split=component': {
          file: 'assets/schools-4.js',
          src: 'src/web/routes/schools/index.tsx?tsr-split=component',
          isDynamicEntry: true,
          imports: ['src/web/entry-client.tsx', '_shared.js'],
          css: ['assets/schools-4.css'],
        },
        'src/web/routes/schools/index.tsx?tsr-split=errorComponent': {
          file: 'assets/schools-5.js',
          src: 'src/web/routes/schools/index.tsx?tsr-split=errorComponent',
          isDynamicEntry: true,
          imports: ['src/web/entry-client.tsx', '_shared.js'],
        },
      }),
    )
    const manifest = routerManifestFromVite(dir)
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/entry-1.js', '/assets/vendor-2.js'],
      css: ['/assets/entry-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-1.js', async: true } }],
    })
    expect(manifest.routes['/schools/']).toEqual({
      // The shared chunk both halves of the route import is preloaded once.
      preloads: ['/assets/schools-4.js', '/assets/shared-3.js', '/assets/schools-5.js'],
      css: ['/assets/schools-4.css'],
    })
  })

  it('fails loudly when the client build is missing its entry', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
    fs.mkdirSync(path.join(dir, '.vite'))
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
    expect(() => routerManifestFromVite(dir)).toThrow(/no entry for src\/web\/entry-client.tsx/)
  })
})
