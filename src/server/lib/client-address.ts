import { BlockList, isIP } from 'node:net'

/**
 * How far the service believes X-Forwarded-For (TRUST_PROXY):
 * - `false`: not at all; the client is the socket peer.
 * - `{ hops: n }`: exactly n proxies we run stand in front and each appends the address it saw, so the client is
 *   the n-th entry from the right of the chain (X-Forwarded-For followed by the socket peer).
 * - `{ proxies }`: the addresses or ranges of our proxies; walking the chain from the right, the first address
 *   that is not one of them is the client.
 *
 * Never the leftmost entry: that one is whatever the client chose to write, and trusting it would let anyone
 * step around every per-address limit, or get a stranger's address throttled.
 */
export type TrustProxy = false | { hops: number } | { proxies: BlockList; description: string }

/** Parses TRUST_PROXY: `false`, `true` (one proxy), a hop count, or a comma-separated list of IPs and CIDRs. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === '0' || text === '') return false
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    return hops >= 1 && hops <= 10 ? { hops } : 'a hop count must be from 1 to 10'
  }
  const proxies = new BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, prefix, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    if (!address || !family || rest.length > 0)
      return `"${entry}" is not an IP address or CIDR range (expected true, false, a hop count, or addresses)`
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) {
      proxies.addAddress(address, type)
      continue
    }
    const bits = Number(prefix)
    if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) return `"${entry}" has an invalid prefix`
    proxies.addSubnet(address, bits, type)
  }
  return { proxies, description: text }
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 arriving on a dual-stack socket. */
function normalise(address: string): string {
  const trimmed = address.trim()
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4
    ? trimmed.slice(7)
    : trimmed
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address as the proxy chain says. `peer` is the socket's remote address (undefined for in-memory
 * requests in tests, which then behave as if the caller were the last proxy).
 */
export function clientAddress(
  trust: TrustProxy,
  forwardedFor: string | undefined,
  peer: string | undefined,
): string {
  const socket = peer ? normalise(peer) : undefined
  if (!trust || !forwardedFor) return socket ?? 'unknown'
  const forwarded = forwardedFor
    .split(',')
    .map(normalise)
    .filter((entry) => entry !== '')
  if ('hops' in trust) {
    // The peer is the nearest proxy; each of the `hops` proxies appended one entry, the farthest the client's.
    // Fewer entries than hops: the request did not come through all our proxies (a client reached an inner one
    // directly), so what is there may be the client's own writing; the socket peer is all that can be believed.
    if (forwarded.length < trust.hops) return socket ?? 'unknown'
    return forwarded[forwarded.length - trust.hops] ?? 'unknown'
  }
  if (socket && !isTrusted(trust.proxies, socket)) return socket
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const entry = forwarded[i]!
    if (!isTrusted(trust.proxies, entry)) return entry
  }
  // Every hop is one of ours: the leftmost is as far as the chain goes.
  return forwarded[0] ?? socket ?? 'unknown'
}
