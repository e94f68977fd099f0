/**
 * The site's artwork as WebP, and its favicon as PNG (ADR 0081). Chrome draws every SVG shown as an image
 * (`<img>`, a favicon) in a document of its own, built on the page's main thread: 12-20 ms a picture in the
 * traces of /schools and /campus-programs, a long task each on a phone. A WebP is decoded off the main thread.
 * The SVGs stay the sources; `npm run images` writes each picture beside its SVG, and a test fails while a
 * committed picture differs from what this script makes of its source.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')

/** Folders whose SVGs the pages show as pictures: schools' artwork and the illustrations. */
export const ARTWORK_FOLDERS = ['public/images/schools', 'public/images/illustrations'].map((folder) =>
  path.join(root, folder),
)

/**
 * The drawings' own width (their viewBox), so a picture keeps the intrinsic size its SVG had; on a phone that
 * is about the card's width in device pixels.
 */
export const ARTWORK_WIDTH = 640

export const FAVICON_SOURCE = path.join(root, 'public/favicon.svg')
/** The tab icon, and the one iOS puts on a home screen (its own size, 180). */
export const FAVICONS = [
  { file: path.join(root, 'public/favicon-32.png'), size: 32 },
  { file: path.join(root, 'public/apple-touch-icon.png'), size: 180 },
]

/** Every [svg, webp] pair of the artwork folders. */
export function artworkFiles() {
  return ARTWORK_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.svg'))
      .sort()
      .map((name) => [path.join(folder, name), path.join(folder, name.replace(/\.svg$/, '.webp'))]),
  )
}

/** The SVG drawn `width` pixels wide at the density that gives that width, so it is sharp rather than scaled up. */
export async function drawingOf(svgFile, width) {
  const svg = fs.readFileSync(svgFile)
  const metadata = await sharp(svg).metadata()
  return sharp(svg, { density: (72 * width) / metadata.width }).resize({ width })
}

export const webpOf = async (svgFile) =>
  (await drawingOf(svgFile, ARTWORK_WIDTH)).webp({ quality: 80, effort: 6 }).toBuffer()

export const pngOf = async (svgFile, size) =>
  (await drawingOf(svgFile, size)).resize(size, size).png({ compressionLevel: 9 }).toBuffer()

if (process.argv[1] === import.meta.filename) {
  for (const [svg, webp] of artworkFiles()) fs.writeFileSync(webp, await webpOf(svg))
  for (const { file, size } of FAVICONS) fs.writeFileSync(file, await pngOf(FAVICON_SOURCE, size))
  console.log(`Wrote ${artworkFiles().length} WebP pictures and ${FAVICONS.length} favicons`)
}
