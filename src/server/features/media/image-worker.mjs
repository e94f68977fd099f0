/**
 * The process that runs sharp (ADR 0145): the server forks it when an image arrives and ends it once image work
 * has been idle a few seconds (image-process.ts), so libvips' memory goes back to the system with it, a decoder
 * that crashes on a hostile file takes down only this process, and encoding uses this process's thread pool, not
 * the one the server's compression and files share. Plain JavaScript importing only sharp, so the same file runs
 * from `src/` and from `dist/server/` (the build copies it). It only runs sharp: what to accept and how large to
 * make each variant is decided by the server (image-processing.ts).
 *
 * Messages in: `{ id, op: 'metadata', bytes, input }`, `{ id, op: 'encode', bytes, input, largest, sizes,
 * quality }` or `{ id, op: 'settings' }`. Messages out: `{ id, result }` or `{ id, error: { message } }`.
 */
import sharp from 'sharp'

// One libvips thread per image, and no operation cache: no upload is decoded twice, so a cache only holds memory.
sharp.concurrency(1)
sharp.cache(false)

const ops = {
  async metadata({ bytes, input }) {
    const metadata = await sharp(bytes, input).metadata()
    return {
      format: metadata.format,
      compression: metadata.compression,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
    }
  },

  /** Decoded once, turned upright and scaled to the largest variant, then each variant from those pixels. */
  async encode({ bytes, input, largest, sizes, quality }) {
    const pixels = await sharp(bytes, input)
      .autoOrient()
      .resize(largest.width, largest.height, { fit: 'cover' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels }
    const variants = []
    for (const size of sizes)
      variants.push({
        ...size,
        bytes: await sharp(pixels.data, { raw })
          .resize(size.width, size.height, { fit: 'cover' })
          .webp({ quality })
          .toBuffer(),
      })
    return variants
  },

  async settings() {
    return { concurrency: sharp.concurrency(), cacheItems: sharp.cache().items.max }
  },
}

process.on('message', async ({ id, op, ...request }) => {
  try {
    process.send({ id, result: await ops[op](request) })
  } catch (error) {
    process.send({ id, error: { message: error instanceof Error ? error.message : String(error) } })
  }
})
// The server went away (or ended this process's turn): nothing is left to answer.
process.on('disconnect', () => process.exit(0))
