/**
 * Uploaded images (issue 16, ADR 0043), as the server stores them and the pages show them. An upload is kept as
 * WebP variants at a few widths; each variant's URL names the image and the variant's own size,
 * `/images/uploads/{id}-{width}x{height}.webp`, so a page that has only the largest variant's URL (an article's
 * `imageUrl`) knows the width and height to reserve and every other variant for `srcset`, without asking.
 */

/** Widths of the variants: phone, tablet or half a desktop, and a full-width desktop or a retina card. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const
/** The last of VARIANT_WIDTHS. */
export const LARGEST_VARIANT_WIDTH = 1600

/** What the upload form accepts: the formats sharp decodes and browsers can pick as files. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file'
export const UPLOAD_PATH = '/api/media/images'

export interface ImageSize {
  width: number
  height: number
}

export interface ImageVariant extends ImageSize {
  url: string
}

/** What `POST /api/media/images` answers: the image's id, its largest variant (its URL is the one to store). */
export interface UploadedImage extends ImageVariant {
  id: string
  /** Every variant, narrowest first; the last is the largest (`url`, `width`, `height` above). */
  variants: ImageVariant[]
}

/** Content-addressed ids: 128 bits of the original's SHA-256, in hex. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/

const VARIANT_PATH = /^\/images\/uploads\/([0-9a-f]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.webp$/

export const variantUrl = (id: string, size: ImageSize) =>
  `/images/uploads/${id}-${size.width}x${size.height}.webp`

/** The largest variant of an original: its own size up to LARGEST_VARIANT_WIDTH wide, never upscaled. */
export function largestVariantOf(original: ImageSize): ImageSize {
  const width = Math.min(original.width, LARGEST_VARIANT_WIDTH)
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) }
}

/**
 * Every variant's size, narrowest first, computed from the largest one only. The server makes them with this and
 * the pages list them with this, so the two always agree on every height.
 */
export function variantSizesOf(largest: ImageSize): ImageSize[] {
  const smaller = VARIANT_WIDTHS.filter((width) => width < largest.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((largest.height * width) / largest.width)),
  }))
  return [...smaller, largest]
}

/** The id and size a variant URL names, or null for any other URL (a shipped SVG, an image elsewhere). */
export function parseVariantUrl(url: string): ({ id: string } & ImageSize) | null {
  const match = VARIANT_PATH.exec(url)
  if (!match) return null
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) }
}

export interface ResponsiveImage {
  src: string
  /** Present for uploaded images: every variant with its width, for the browser to choose from. */
  srcSet?: string
  width?: number
  height?: number
}

/** The `<img>` attributes for an image URL: an uploaded image's variants and size, or just the URL. */
export function responsiveImageOf(url: string): ResponsiveImage {
  const largest = parseVariantUrl(url)
  if (!largest || largest.width > LARGEST_VARIANT_WIDTH) return { src: url }
  const variants = variantSizesOf(largest)
  return {
    src: url,
    srcSet: variants.map((size) => `${variantUrl(largest.id, size)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  }
}
