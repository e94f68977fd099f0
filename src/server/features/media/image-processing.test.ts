import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/eventually'
import { makeImage } from './image-fixtures'
import { imageProcess, inImageProcess } from './image-process'
import { encodeVariants, IMAGE_SLOTS, imageWork, readImage } from './image-processing'

describe('image work is bounded (issue 40)', () => {
  it('runs at most IMAGE_SLOTS encodings at once; the others wait their turn and all complete', async () => {
    const files = await Promise.all(
      Array.from({ length: IMAGE_SLOTS + 3 }, (_, index) => makeImage('jpeg', 1800 + index, 1000)),
    )
    const read = await Promise.all(files.map((file) => readImage(file)))
    const pending = files.map((file, index) => encodeVariants(file, read[index]!.size))
    // Slots are taken when encodeVariants is called, so the line is visible at once.
    expect(imageWork()).toEqual({ running: IMAGE_SLOTS, waiting: 3 })
    const encoded = await Promise.all(pending)
    expect(imageWork()).toEqual({ running: 0, waiting: 0 })
    for (const variants of encoded) {
      expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1600])
      for (const variant of variants) {
        expect(Buffer.isBuffer(variant.bytes)).toBe(true)
        const written = await sharp(variant.bytes).metadata()
        expect([written.format, written.width, written.height]).toEqual([
          'webp',
          variant.width,
          variant.height,
        ])
      }
    }
  })

  it('gives libvips one thread per image and keeps no decoded image in its cache', async () => {
    expect(await inImageProcess('settings')).toEqual({ concurrency: 1, cacheItems: 0 })
  })
})

describe('the image process (ADR 0145)', () => {
  it('runs sharp outside the server process, and ends once image work has been idle', async () => {
    const file = await makeImage('png', 800, 600)
    await readImage(file)
    const { pid } = imageProcess()
    expect(pid).not.toBeNull()
    expect(pid).not.toBe(process.pid)
    await eventually(() => imageProcess().pid === null)
    // The next image starts another one.
    await expect(readImage(file)).resolves.toMatchObject({ format: 'png', size: { width: 800, height: 600 } })
    expect(imageProcess().pid).not.toBe(pid)
  })

  it('answers 503 for the requests of a process that dies under them, and serves the next request', async () => {
    const file = await makeImage('jpeg', 6000, 4000)
    const { size } = await readImage(file)
    const encoding = encodeVariants(file, size)
    process.kill(imageProcess().pid!, 'SIGKILL')
    await expect(encoding).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(imageProcess()).toEqual({ pid: null, pending: 0 })
    expect((await encodeVariants(file, size)).map((variant) => variant.width)).toEqual([480, 960, 1600])
  })
})
