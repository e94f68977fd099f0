import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  ARTWORK_WIDTH,
  FAVICONS,
  FAVICON_SOURCE,
  artworkFiles,
  drawingOf,
} from '../../scripts/raster-images.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/** Mean difference per channel (0-255) between two encoded pictures of the same size, read back as pixels. */
async function pixelDistance(a: Buffer, b: Buffer) {
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  )
  expect(right!.info.width).toBe(left!.info.width)
  expect(right!.info.height).toBe(left!.info.height)
  let sum = 0
  for (let i = 0; i < left!.data.length; i++) sum += Math.abs(left!.data[i]! - right!.data[i]!)
  return sum / left!.data.length
}

/** The SVG's drawing at `width`, losslessly encoded: what a committed picture is compared with. */
const drawn = async (svg: string, width: number) =>
  (await drawingOf(svg, width)).resize(width).png({ compressionLevel: 0 }).toBuffer()

/**
 * Compared as pixels, not bytes: another platform's libvips may encode the same drawing differently, while a
 * stale picture (its SVG redrawn, `npm run images` not run) is far off. WebP's loss measured under 2 a channel,
 * another drawing 18 or more.
 */
describe('the rasterised artwork (ADR 0081)', () => {
  it('has a WebP beside every SVG, drawn from it today (run `npm run images` after editing one)', async () => {
    const files = artworkFiles()
    expect(files.length).toBeGreaterThan(20)
    for (const [svg, webp] of files) {
      expect(fs.existsSync(webp), webp).toBe(true)
      const committed = fs.readFileSync(webp)
      const { width, format } = await sharp(committed).metadata()
      expect(format).toBe('webp')
      expect(width).toBe(ARTWORK_WIDTH)
      expect(
        await pixelDistance(committed, await drawn(svg, ARTWORK_WIDTH)),
        path.basename(svg),
      ).toBeLessThan(3)
    }
  })

  it('tells a stale picture apart: another drawing is far from it', async () => {
    const [[first, firstWebp], [second]] = artworkFiles() as [[string, string], [string, string]]
    expect(
      await pixelDistance(fs.readFileSync(firstWebp), await drawn(second, ARTWORK_WIDTH)),
    ).toBeGreaterThan(10)
    expect(first).not.toBe(second)
  })

  it('has the favicons drawn from favicon.svg at their sizes', async () => {
    for (const { file, size } of FAVICONS) {
      const committed = fs.readFileSync(file)
      expect(await sharp(committed).metadata()).toMatchObject({ format: 'png', width: size, height: size })
      expect(await pixelDistance(committed, await drawn(FAVICON_SOURCE, size)), file).toBeLessThan(3)
    }
  })

  it('is what the code shows: no source points at an artwork SVG', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (
          /\.tsx?$/.test(entry.name) &&
          /\/images\/(schools|illustrations)\/[\w-]+\.svg/.test(fs.readFileSync(file, 'utf8'))
        )
          offenders.push(path.relative(root, file))
      }
    }
    walk(path.join(root, 'src'))
    expect(offenders).toEqual([])
  })
})
