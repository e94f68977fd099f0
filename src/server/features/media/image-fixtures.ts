/**
 * Images for tests, made with sharp at test time (nothing binary is committed): one of each accepted format,
 * and the files an upload must refuse.
 */
import zlib from 'node:zlib'
import sharp from 'sharp'

/** A picture with detail in it (a gradient and a disc), so encoders have something to encode. */
function pictureSvg(width: number, height: number) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3730a3"/><stop offset="1" stop-color="#fb923c"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.25}" fill="#ffffff" fill-opacity="0.7"/>
    </svg>`,
  )
}

export type FixtureFormat = 'png' | 'jpeg' | 'webp' | 'avif'

/** An image of the given size and format. */
export async function makeImage(format: FixtureFormat, width = 2000, height = 1200): Promise<Buffer> {
  return sharp(pictureSvg(width, height)).toFormat(format).toBuffer()
}

/**
 * A JPEG stored sideways with EXIF orientation 6 ("rotate 90° clockwise to view") and a camera's metadata: its
 * upright size is `height x width`.
 */
export async function makeSidewaysJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp(pictureSvg(width, height))
    .jpeg()
    .withExif({ IFD0: { Make: 'FixtureCam', Model: 'Secret Model', Copyright: 'GPS 51.5 N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

export const svgImage = () => pictureSvg(400, 300)

export const makeGif = () => sharp(pictureSvg(64, 64)).gif().toBuffer()

/** A PNG cut off halfway through its pixel data: the header is whole, so only decoding finds the damage. */
export async function makeTruncatedPng(): Promise<Buffer> {
  const png = await sharp(pictureSvg(800, 600)).png({ compressionLevel: 0 }).toBuffer()
  return png.subarray(0, Math.floor(png.length / 2))
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a valid 1-bit PNG of `side x side` pixels (20,000² = 400 megapixels, 1.6 GB once
 * decoded to RGBA) that weighs a few tens of kilobytes, because every pixel is black.
 */
export function makePngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(1, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)) // filter byte + packed pixels, all zero
  const rows = Buffer.alloc(row.length * side)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A PNG whose header claims `width x height` while its pixel data is one short row: the kind of file the fault
 * suite made by changing a byte of a real PNG's header (720,960 x 48), which libvips took seconds to scale down
 * before it found the data missing.
 */
export function makePngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + 3 * 64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
