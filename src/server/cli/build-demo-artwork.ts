/**
 * `npm run blog:artwork`: encodes the demo articles' artwork (features/blog/seed/artwork.ts) into the WebP variants
 * the seed stores, in reference-data/demo-artwork (ADR 0144), through the same pipeline as a staff upload. Run it
 * after changing a drawing; files of drawings that no longer exist are removed. Touches no database.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { CATEGORY_ARTWORK } from '@/server/features/blog/seed/artwork'
import { ARTWORK_FOLDER, artworkVariantFile } from '@/server/features/blog/seed/artwork-files'
import { encodeVariants } from '@/server/features/media/public'
import { referenceDataFile } from '@/server/lib/files/reference-data'

const folder = referenceDataFile(ARTWORK_FOLDER)
fs.rmSync(folder, { recursive: true, force: true })
fs.mkdirSync(folder, { recursive: true })
for (const [category, svg] of Object.entries(CATEGORY_ARTWORK)) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const { width, height } = await sharp(png).metadata()
  for (const variant of await encodeVariants(png, { width, height })) {
    const file = artworkVariantFile(svg, variant)
    fs.writeFileSync(file, variant.bytes)
    console.log(`${category}: ${path.relative(process.cwd(), file)} (${variant.bytes.length} bytes)`)
  }
}
