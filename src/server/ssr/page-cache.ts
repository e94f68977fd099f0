import { randomBytes } from 'node:crypto'

interface CachedPage {
  status: number
  headers: [string, string][]
  /** The HTML's UTF-8 bytes, cut where each response's CSP nonce goes. */
  pieces: Buffer[]
  expiresAt: number
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
  const joined = Buffer.concat(parts)
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength) as Uint8Array<ArrayBuffer>
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
  private readonly pages = new Map<string, CachedPage>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0
  }

  /** The cached page for a URL as a Response carrying the given nonce, or undefined. */
  get(url: string, nonce: string): Response | undefined {
    const page = this.pages.get(url)
    if (!page) return undefined
    if (page.expiresAt <= this.now()) {
      this.pages.delete(url)
      return undefined
    }
    // Refresh its place in the insertion order: the map doubles as a least-recently-used list.
    this.pages.delete(url)
    this.pages.set(url, page)
    return new Response(stamp(page.pieces, nonce), { status: page.status, headers: page.headers })
  }

  /**
   * Keeps a rendered page if it may be shared, and returns the response to send (with the real nonce).
   * The rendered response must have been produced with `noncePlaceholder` as its nonce.
   */
  async store(url: string, rendered: Response, nonce: string): Promise<Response> {
    const html = await rendered.text()
    const pieces = html.split(this.noncePlaceholder).map((piece) => Buffer.from(piece))
    const headers = [...rendered.headers.entries()]
    const shareable =
      (rendered.status === 200 || rendered.status === 404) && !rendered.headers.has('set-cookie')
    if (shareable) {
      this.pages.set(url, { status: rendered.status, headers, pieces, expiresAt: this.now() + this.ttlMs })
      while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!)
    }
    return new Response(stamp(pieces, nonce), { status: rendered.status, headers })
  }

  clear() {
    this.pages.clear()
  }

  get size() {
    return this.pages.size
  }
}
