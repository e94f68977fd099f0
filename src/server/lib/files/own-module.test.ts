import { describe, expect, it } from 'vitest'
import { ownModule } from './own-module'

describe('ownModule', () => {
  it('keeps the file beside its source while the sources run', () => {
    const source = new URL('file:///app/src/server/features/media/image-worker.mjs')
    expect(ownModule(source).href).toBe(source.href)
  })

  it('finds the copy at the top of dist/server from a chunk anywhere under it', () => {
    // The bundle may put the code that starts the module in a nested chunk folder: the URL it builds is there.
    const fromChunk = new URL('file:///app/dist/server/assets/chunks/pglite-worker.mjs')
    expect(ownModule(fromChunk).href).toBe('file:///app/dist/server/pglite-worker.mjs')
    expect(ownModule(new URL('file:///app/dist/server/image-worker.mjs')).href).toBe(
      'file:///app/dist/server/image-worker.mjs',
    )
  })

  it('takes the last dist/server in the path (a project checked out under another build folder)', () => {
    const nested = new URL('file:///srv/dist/server/releases/7/dist/server/assets/image-worker.mjs')
    expect(ownModule(nested).href).toBe('file:///srv/dist/server/releases/7/dist/server/image-worker.mjs')
  })
})
