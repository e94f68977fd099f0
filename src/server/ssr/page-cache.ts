import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { acceptsCoding } from '@/server/http/encoded-bodies'
import { MemoryCache } from '@/server/lib/cache/memory-cache'

interface CachedPage {
  status: number
  headers: [string, string][]
  /** The HTML's UTF-8 bytes, cut where each response's CSP nonce goes. */
  pieces: Buffer[]
  /** Each piece compressed on its own (`deflatePieces`), for the clients that take gzip. */
  deflated: Buffer[]
}

/**
 * The page as bytes, with the nonce between the pieces. Bytes, not a string: a string body is checked character by
 * character for lone surrogates each time a middleware touches the Response (undici's USVString conversion),
 * which was half the cost of a kept page.
 */
function stamp(pieces: Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce)
  const parts: Buffer[] = []
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBytes)
    parts.push(piece)
  })
  return asBytes(Buffer.concat(parts))
}

const asBytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>

const deflateRaw = promisify(zlib.deflateRaw)

/**
 * The pieces as DEFLATE data that can be joined around other blocks: each piece compressed by a compressor of
 * its own (nothing refers back past its start), all but the last ending with a sync flush (on a byte boundary,
 * not final), the last finished. In the thread pool, once per kept page.
 */
const deflatePieces = (pieces: Buffer[]) =>
  Promise.all(
    pieces.map((piece, index) =>
      deflateRaw(piece, {
        level: 6,
        finishFlush: index < pieces.length - 1 ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.Z_FINISH,
      }),
    ),
  )

/** gzip's header: no name, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * The stamped page as gzip without compressing it again: the pieces' kept DEFLATE data with the nonce between
 * them as stored (uncompressed) blocks, and the trailer's CRC-32 and length of what it all inflates to. Kept
 * pages went to browsers compressed by the compression middleware each time, 50 kB of deflate per response: a
 * page shared on campus was served at a fifth of the rate a client without Accept-Encoding got (issue 19).
 */
function gzipStamp(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce)
  // BFINAL 0, BTYPE 00 (stored), then the length and its complement, little-endian: RFC 1951, 3.2.4.
  const stored = Buffer.alloc(5 + nonceBytes.length)
  stored.writeUInt16LE(nonceBytes.length, 1)
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3)
  nonceBytes.copy(stored, 5)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored)
      crc = zlib.crc32(nonceBytes, crc)
      size += nonceBytes.length
    }
    parts.push(page.deflated[index]!)
    crc = zlib.crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  parts.push(trailer)
  return asBytes(Buffer.concat(parts))
}

/**
 * A short-lived cache of server-rendered pages for visitors (no session cookie), so a burst of traffic on the
 * home page or a school page costs one render per page and period instead of one per request.
 *
 * - Pages are rendered with a placeholder nonce and stamped with each response's own nonce when served, so the
 *   Content-Security-Policy stays per-response.
 * - Only 200 and 404 answers without Set-Cookie are kept; redirects, errors and staff pages never are.
 * - Any successful write through /api or /trpc empties the cache, so edits show at once; the time limit bounds
 *   staleness for what changes without a write (a scheduled article reaching its publication time).
 */
export class PageCache {
  /** Random per process: content can never forge it. */
  readonly noncePlaceholder = `nonce-${randomBytes(12).toString('hex')}`
  private readonly pages: MemoryCache<CachedPage>

  constructor(ttlMs: number, maxEntries = 500, now: () => number = Date.now) {
    this.pages = new MemoryCache({ ttlMs, maxEntries, now, name: 'pages' })
  }

  get enabled() {
    return this.pages.enabled
  }

  /**
   * The cached page for a URL as a Response carrying the given nonce, or undefined; gzip when the client's
   * Accept-Encoding takes it (the compression middleware leaves an encoded response alone).
   */
  get(url: string, nonce: string, acceptEncoding?: string): Response | undefined {
    const found = this.find(url, nonce, acceptEncoding)
    return found
  }

  private find(url: string, nonce: string, acceptEncoding?: string): Response | undefined {
    const page = this.pages.get(url)
    if (!page) return undefined
    if (!acceptsCoding(acceptEncoding, 'gzip'))
      return new Response(stamp(page.pieces, nonce), { status: page.status, headers: page.headers })
    const headers = new Headers(page.headers)
    headers.set('Content-Encoding', 'gzip')
    headers.append('Vary', 'Accept-Encoding')
    return new Response(gzipStamp(page, nonce), { status: page.status, headers })
  }

  /**
   * Keeps a rendered page if it may be shared, and returns the response to send (with the real nonce).
   * The rendered response must have been produced with `noncePlaceholder` as its nonce. `generation` is the
   * cache's when the render started: if a write emptied the cache since, the page may show what the write
   * changed as it was before, and it is sent but not kept.
   */
  async store(
    url: string,
    rendered: Response,
    nonce: string,
    generation = this.pages.generation,
  ): Promise<Response> {
    const html = await rendered.text()
    const pieces = html.split(this.noncePlaceholder).map((piece) => Buffer.from(piece))
    const headers = [...rendered.headers.entries()]
    // A procedure that answered `no-store` (a preview link's draft, ADR 0148) makes the page private too.
    const shareable =
      (rendered.status === 200 || rendered.status === 404) &&
      !rendered.headers.has('set-cookie') &&
      !/\bno-store\b/i.test(rendered.headers.get('cache-control') ?? '')
    if (shareable) await this.keep(url, { status: rendered.status, headers, pieces }, generation)
    return new Response(stamp(pieces, nonce), { status: rendered.status, headers })
  }

  private async keep(
    url: string,
    page: Pick<CachedPage, 'status' | 'headers' | 'pieces'>,
    generation: number,
  ) {
    const deflated = await deflatePieces(page.pieces)
    // The generation is checked once the pieces are compressed: a write may land then too.
    this.pages.set(url, { ...page, deflated }, generation)
  }

  clear() {
    this.pages.clear()
  }

  /** Read before a render: a page rendered while a write emptied the cache is not kept (`store`). */
  get generation() {
    return this.pages.generation
  }

  get size() {
    return this.pages.size
  }
}
