import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeImage } from './image-fixtures'
import { encodeVariants, IMAGE_SLOTS, imageWork, loadSharp, readImage } from './image-processing'

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
    await loadSharp()
    expect(sharp.concurrency()).toBe(1)
    expect(sharp.cache()).toMatchObject({ items: { max: 0 } })
  })
})
