import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import type { ContentCoding, SharedRead } from './shared-read-cache'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
const MIN_BYTES = 1024
/** Preferred first: brotli is a fifth smaller than gzip on our JSON and XML. */
const CODINGS: ContentCoding[] = ['br', 'gzip']

/**
 * A kept body compressed once, in the thread pool, for every later caller that accepts it, instead of once per
 * response. Brotli at quality 5: near its best ratio on text at a few milliseconds per 100 kB.
 */
export async function encodedBodies(body: Uint8Array, contentType: string | null) {
  if (body.byteLength < MIN_BYTES || !contentType || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType))
    return undefined
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(body, { level: 6 }),
  ])
  return { br: asBytes(br), gzip: asBytes(gz) }
}

const asBytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>

/** The coding to send a kept body in: the first the client accepts (q > 0, by name or `*`), else none. */
export function chooseCoding(acceptEncoding: string | undefined, encoded: SharedRead['encoded']) {
  if (!acceptEncoding || !encoded) return undefined
  const accepts = parseAccept(acceptEncoding)
  return CODINGS.find((coding) => encoded[coding] && accepted(accepts, coding))
}

/** True when an Accept-Encoding header takes this coding (q > 0, by name or `*`). */
export const acceptsCoding = (acceptEncoding: string | undefined, coding: ContentCoding) =>
  acceptEncoding !== undefined && accepted(parseAccept(acceptEncoding), coding)

function accepted(accepts: ReturnType<typeof parseAccept>, coding: ContentCoding) {
  const named = accepts.find((accept) => accept.type.toLowerCase() === coding)
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0
  return (named ? named.q : wildcard) > 0
}
