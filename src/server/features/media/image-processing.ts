import os from 'node:os'
import type { SharpOptions } from 'sharp'
import { AppError } from '@/server/errors'
import { Semaphore } from '@/server/lib/concurrency/semaphore'
import { largestVariantOf, variantSizesOf, type ImageSize } from '@/shared/media/uploaded-image'
import { inImageProcess } from './image-process'

/**
 * The one place that decides what to make of untrusted image bytes (ADR 0043); sharp itself runs in the image
 * process (image-process.ts, ADR 0145). The type is what sharp reads from the bytes, never
 * the file's name or the Content-Type a client claims; the pixel count and the shape are checked from the header
 * before any decoding, so a small file that would unpack into gigabytes (a decompression bomb), or into a strip
 * that takes seconds to scale, is refused cheaply.
 */

/** 50 megapixels: a 48 MP phone photo passes; decoding one takes about 200 MB. */
export const MAX_INPUT_PIXELS = 50_000_000
/**
 * The longest shape accepted, either way round. A longer strip is no use as a page image (its variants would be a
 * few pixels tall), and libvips needs seconds to scale one down: a 64 x 48 PNG whose header was altered to say
 * 720,960 x 48 took six seconds to fail on a loaded machine (the fault suite found it). At 20:1 the pixel limit
 * allows at most 31,622 x 1,581, which scales in well under a second.
 */
export const MAX_ASPECT_RATIO = 20
/** WebP quality for every variant: photos at 78 look like the original at a third of a JPEG's size. */
const WEBP_QUALITY = 78

/**
 * Image work gets at most half of the machine, so reads keep the rest (issue 40: 24 parallel uploads held `/about`
 * for 14 s). It runs in a process of its own (image-process.ts, ADR 0145), on its own thread pool, with one
 * libvips thread per image; on 2 cores one image at a time leaves a core to everything else (ADR 0106).
 */
export const IMAGE_SLOTS = Math.max(1, Math.floor(os.availableParallelism() / 2))
/** Uploads waiting for a slot beyond this many, or longer than this, get a 503 to retry: every wait is bounded. */
const IMAGE_MAX_WAITING = 48
const IMAGE_MAX_WAIT_MS = 40_000

const imageSlots = new Semaphore({
  slots: IMAGE_SLOTS,
  maxWaiting: IMAGE_MAX_WAITING,
  maxWaitMs: IMAGE_MAX_WAIT_MS,
  busy: () =>
    new AppError('SERVICE_UNAVAILABLE', 'Too many images are being processed right now. Try again shortly.', {
      retryAfterSeconds: 10,
    }),
})

const INPUT: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Truncated or corrupt pixel data is an error, not a half-grey picture; harmless warnings still pass.
  failOn: 'error',
}

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif'

export interface ReadImage {
  format: AcceptedFormat
  /** Upright: after the EXIF orientation is applied. */
  size: ImageSize
}

const UNSUPPORTED = 'Upload a JPEG, PNG, WebP or AVIF image.'

/** What the image process reads from a file's header (image-worker.mjs). */
interface HeaderFacts {
  format: string
  compression?: string
  /** Upright: after the EXIF orientation is applied. */
  width: number
  height: number
}

/** What the bytes are, from their header: an accepted format and its upright size, or a 4xx saying why not. */
export async function readImage(bytes: Uint8Array): Promise<ReadImage> {
  let facts: HeaderFacts
  try {
    facts = await inImageProcess<HeaderFacts>('metadata', { bytes, input: INPUT })
  } catch (error) {
    throw unreadable(error)
  }
  const format = acceptedFormatOf(facts)
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${UNSUPPORTED} This file is ${describe(facts)}.`)
  const size = { width: facts.width, height: facts.height }
  if (size.width * size.height > MAX_INPUT_PIXELS) throw tooManyPixels()
  if (Math.max(size.width, size.height) > MAX_ASPECT_RATIO * Math.min(size.width, size.height))
    throw new AppError(
      'BAD_REQUEST',
      `The image is ${size.width} x ${size.height} pixels: one side can be at most ${MAX_ASPECT_RATIO} times the other.`,
    )
  return { format, size }
}

function acceptedFormatOf(metadata: HeaderFacts): AcceptedFormat | null {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp')
    return metadata.format
  // libvips reads AVIF and HEIC as "heif"; only AV1-compressed HEIF is AVIF (HEIC needs a codec we do not ship).
  if (metadata.format === 'heif' && metadata.compression === 'av1') return 'avif'
  return null
}

const describe = (metadata: HeaderFacts) =>
  metadata.format === 'heif' ? `HEIF (${metadata.compression ?? 'unknown'})` : metadata.format.toUpperCase()

const tooManyPixels = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The image has too many pixels (the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
  )

function unreadable(error: unknown): AppError {
  if (error instanceof AppError) return error
  const message = error instanceof Error ? error.message : ''
  if (/pixel limit/i.test(message)) return tooManyPixels()
  if (/unsupported image format/i.test(message))
    return new AppError('UNSUPPORTED_MEDIA_TYPE', `${UNSUPPORTED} This file is not an image.`)
  return new AppError('BAD_REQUEST', 'The image could not be read: it may be damaged or cut short.')
}

export interface EncodedVariant extends ImageSize {
  bytes: Buffer
}

/**
 * The WebP variants of an image: decoded once, turned upright and scaled to the largest variant, then each
 * smaller one from those pixels, one after the other. Nothing of the original's metadata (EXIF, GPS, ICC, XMP) is
 * written out. It waits for one of the IMAGE_SLOTS, so any number of uploads at once never takes more than them.
 */
export function encodeVariants(bytes: Uint8Array, original: ImageSize): Promise<EncodedVariant[]> {
  return imageSlots.run(() => encode(bytes, original))
}

/** Image work now: processing slots in use and uploads waiting for one. */
export const imageWork = () => imageSlots.state

async function encode(bytes: Uint8Array, original: ImageSize): Promise<EncodedVariant[]> {
  const largest = largestVariantOf(original)
  try {
    const variants = await inImageProcess<Array<ImageSize & { bytes: Uint8Array }>>('encode', {
      bytes,
      input: INPUT,
      largest,
      sizes: variantSizesOf(largest),
      quality: WEBP_QUALITY,
    })
    // Bytes cross from the process as Uint8Arrays; the rest of the server reads Buffers.
    return variants.map((variant) => ({
      ...variant,
      bytes: Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength),
    }))
  } catch (error) {
    throw unreadable(error)
  }
}
