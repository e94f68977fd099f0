import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { EncodedVariant } from '@/server/features/media/public'
import { referenceDataFile } from '@/server/lib/files/reference-data'
import { largestVariantOf, variantSizesOf, type ImageSize } from '@/shared/media/uploaded-image'
import { ARTWORK_SIZE } from './artwork'

/**
 * The demo artwork as the repository ships it (ADR 0144): each picture's WebP variants, encoded by
 * `npm run blog:artwork`, named by the digest of the SVG they were drawn from. A changed drawing has new names, so
 * shipped files can never go stale unnoticed: the seed and its test look for the current drawing's files.
 */
export const ARTWORK_FOLDER = 'demo-artwork'

/** The picture's image id: 128 bits of its drawing's SHA-256, as an upload's id is of its bytes. */
export const artworkId = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 32)

/** The variants every picture has, as an upload of its size gets them. */
export const ARTWORK_VARIANTS: ImageSize[] = variantSizesOf(largestVariantOf(ARTWORK_SIZE))

export const artworkVariantFile = (svg: string, size: ImageSize) =>
  referenceDataFile(`${ARTWORK_FOLDER}/${artworkId(svg)}-${size.width}x${size.height}.webp`)

/** A picture's shipped variants, read from their files. */
export function readArtworkVariants(svg: string): EncodedVariant[] {
  return ARTWORK_VARIANTS.map((size) => {
    const file = artworkVariantFile(svg, size)
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: run \`npm run blog:artwork\` after changing the demo artwork.`)
    return { ...size, bytes: fs.readFileSync(file) }
  })
}
