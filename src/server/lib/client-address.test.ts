import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address'

function trust(value: string): TrustProxy {
  const parsed = parseTrustProxy(value)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says otherwise', () => {
    expect(clientAddress(false, '198.51.100.7', '203.0.113.1')).toBe('203.0.113.1')
  })

  it('with one proxy, takes the entry that proxy appended, never the leftmost the client wrote', () => {
    // nginx/Caddy append the address they saw to whatever the client sent.
    expect(clientAddress(trust('true'), '6.6.6.6, 198.51.100.7', '10.0.0.2')).toBe('198.51.100.7')
    expect(clientAddress(trust('1'), '198.51.100.7', '10.0.0.2')).toBe('198.51.100.7')
  })

  it('with two proxies, skips the one the first proxy appended', () => {
    // client -> CDN (appends client) -> nginx (appends CDN) -> app
    const chain = '6.6.6.6, 198.51.100.7, 192.0.2.50'
    expect(clientAddress(trust('2'), chain, '10.0.0.2')).toBe('198.51.100.7')
  })

  it('with a chain shorter than the hops, believes only the socket peer', () => {
    // Two proxies, but one entry: the request skipped the outer proxy, and the entry is the client's own writing.
    expect(clientAddress(trust('2'), '6.6.6.6', '203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddress(trust('3'), '6.6.6.6, 198.51.100.7', '10.0.0.2')).toBe('10.0.0.2')
    // Exactly as many entries as hops: the leftmost was appended by the outer proxy, so it is the client.
    expect(clientAddress(trust('2'), '198.51.100.7, 192.0.2.50', '10.0.0.2')).toBe('198.51.100.7')
  })

  it('with a short chain, a client rotating its written entry is still one address to the rate limit', () => {
    const seen = new Set(
      Array.from({ length: 25 }, (_, i) => clientAddress(trust('2'), `203.0.113.${i}`, '198.51.100.7')),
    )
    expect([...seen]).toEqual(['198.51.100.7'])
  })

  it('with listed proxies, the first untrusted address from the right is the client', () => {
    const ranges = trust('10.0.0.0/8, 192.0.2.50')
    expect(clientAddress(ranges, '6.6.6.6, 198.51.100.7, 192.0.2.50', '10.1.2.3')).toBe('198.51.100.7')
    // A peer that is not one of our proxies is the client itself, whatever it claims.
    expect(clientAddress(ranges, '198.51.100.7', '203.0.113.99')).toBe('203.0.113.99')
    // Every hop ours: the farthest one.
    expect(clientAddress(ranges, '10.9.9.9', '10.1.2.3')).toBe('10.9.9.9')
  })

  it('reads IPv4 addresses on dual-stack sockets and IPv6 ranges', () => {
    expect(clientAddress(trust('127.0.0.1'), '198.51.100.7', '::ffff:127.0.0.1')).toBe('198.51.100.7')
    expect(clientAddress(trust('fd00::/8'), '2001:db8::1', 'fd00::5')).toBe('2001:db8::1')
  })

  it('falls back to the socket peer when no header came', () => {
    expect(clientAddress(trust('true'), undefined, '198.51.100.7')).toBe('198.51.100.7')
    expect(clientAddress(trust('true'), undefined, undefined)).toBe('unknown')
  })
})

describe('parseTrustProxy', () => {
  it.each([
    ['false', false],
    ['true', { hops: 1 }],
    ['2', { hops: 2 }],
  ])('reads %s', (value, expected) => expect(parseTrustProxy(value)).toEqual(expected))

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', 'localhost'])(
    'refuses %s with a reason',
    (value) => expect(typeof parseTrustProxy(value)).toBe('string'),
  )
})
