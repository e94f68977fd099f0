import { createHash } from 'node:crypto'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import {
  IMAGE_ID_PATTERN,
  largestVariantOf,
  parseVariantUrl,
  variantSizesOf,
  variantUrl,
  type UploadedImage,
} from '@/shared/media/uploaded-image'
import { encodeVariants, readImage, type EncodedVariant } from './image-processing'
import { MediaImageEntity, MediaImageVariantEntity, type MediaImage } from './media-image.entity'

export interface StoreImageOptions {
  /** The largest file accepted, in bytes (UPLOAD_MAX_MB). */
  maxBytes: number
  uploadedById?: number | null
}

/**
 * Stores an image as its WebP variants (ADR 0043) and answers where they are. Checked in this order, cheapest
 * first: the length, the format and pixel count from the header, then the pixels themselves while encoding.
 * The same bytes uploaded again find the first upload (`created: false`) instead of a copy.
 */
export async function storeImage(
  em: Em,
  bytes: Uint8Array,
  { maxBytes, uploadedById = null }: StoreImageOptions,
): Promise<{ image: UploadedImage; created: boolean }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.')
  if (bytes.length > maxBytes) throw fileTooLarge(maxBytes)
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
  const existing = await em.findOne(MediaImageEntity, { id })
  if (existing) return { image: uploadedImageOf(existing), created: false }

  const { format, size } = await readImage(bytes)
  const variants = await encodeVariants(bytes, size)
  const saved = await saveImage(
    em,
    { id, format, ...size, byteSize: bytes.length, uploadedBy: uploadedById },
    variants,
  )
  return { image: uploadedImageOf(saved.image), created: saved.created }
}

export interface EncodedImage {
  /** 32 hex digits, unique to the original (storeImage: the first 128 bits of its SHA-256). */
  id: string
  /** What the original was: an accepted upload format, or `svg` for artwork the project draws. */
  format: string
  width: number
  height: number
  byteSize: number
}

/**
 * Stores an image whose variants were encoded ahead of time: the demo articles' artwork, which the repository
 * ships encoded, so a first start does not spend a second in sharp (ADR 0144). An id already stored is kept.
 */
export async function storeEncodedImage(
  em: Em,
  original: EncodedImage,
  variants: EncodedVariant[],
): Promise<UploadedImage> {
  const existing = await em.findOne(MediaImageEntity, { id: original.id })
  return uploadedImageOf(existing ?? (await saveImage(em, { ...original, uploadedBy: null }, variants)).image)
}

/**
 * Stores the original's row and its variants in one transaction. The same new image stored by two requests at
 * once (two staff uploading one file) finds no row in either, and both encode it: the second insert then meets
 * the first's primary key, and the row the first stored is the answer (`created: false`), not a 409.
 */
async function saveImage(
  em: Em,
  original: EncodedImage & { uploadedBy: number | null },
  variants: EncodedVariant[],
): Promise<{ image: MediaImage; created: boolean }> {
  try {
    const image = await em.transactional(async (tx) => {
      const row = tx.create(MediaImageEntity, original)
      for (const variant of variants)
        tx.create(MediaImageVariantEntity, {
          image: row,
          width: variant.width,
          height: variant.height,
          byteSize: variant.bytes.length,
          bytes: variant.bytes,
        })
      return row
    })
    return { image, created: true }
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error
    const stored = await em.fork().findOne(MediaImageEntity, { id: original.id })
    if (!stored) throw error
    return { image: stored, created: false }
  }
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The image is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  )

function uploadedImageOf(image: Pick<MediaImage, 'id' | 'width' | 'height'>): UploadedImage {
  // The variants follow from the original's size (shared/media), so the answer needs no second query.
  const largest = largestVariantOf(image)
  const variants = variantSizesOf(largest).map((size) => ({ ...size, url: variantUrl(image.id, size) }))
  return { id: image.id, ...largest, url: variantUrl(image.id, largest), variants }
}

export interface VariantFile {
  bytes: Buffer
  /** Strong validator: the image id is a hash of the original, and a variant's size decides its bytes. */
  etag: string
}

/** The bytes of the variant a URL's file name names (`{id}-{width}x{height}.webp`), or 404. */
export async function readVariant(em: Em, fileName: string): Promise<VariantFile> {
  const named = parseVariantUrl(`/images/uploads/${fileName}`)
  if (!named || !IMAGE_ID_PATTERN.test(named.id)) throw notFound('Image')
  const variant = await em.findOne(
    MediaImageVariantEntity,
    { image: named.id, width: named.width, height: named.height },
    { populate: ['bytes'] },
  )
  if (!variant) throw notFound('Image')
  return { bytes: Buffer.from(variant.bytes), etag: `"${named.id}-${named.width}"` }
}
