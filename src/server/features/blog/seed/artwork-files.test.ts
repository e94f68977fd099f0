import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CATEGORY_ARTWORK } from './artwork'
import { ARTWORK_VARIANTS, readArtworkVariants } from './artwork-files'

/** Mean absolute difference per channel, 0-255, between two same-sized RGB pictures. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

describe('the shipped demo artwork (ADR 0144)', () => {
  it('has every variant of every current drawing, each a WebP of its size showing that drawing', async () => {
    expect(ARTWORK_VARIANTS.map((size) => size.width)).toEqual([480, 960, 1200])
    for (const [category, svg] of Object.entries(CATEGORY_ARTWORK)) {
      for (const variant of readArtworkVariants(svg)) {
        const metadata = await sharp(variant.bytes).metadata()
        expect([metadata.format, metadata.width, metadata.height], category).toEqual([
          'webp',
          variant.width,
          variant.height,
        ])
        const shipped = await sharp(variant.bytes).removeAlpha().raw().toBuffer()
        const drawn = await sharp(Buffer.from(svg))
          .resize(variant.width, variant.height)
          .removeAlpha()
          .raw()
          .toBuffer()
        // Lossy WebP stays within a few levels of the drawing; another drawing differs by tens.
        expect(meanDifference(shipped, drawn), `${category} ${variant.width}`).toBeLessThan(4)
      }
    }
  })
})
