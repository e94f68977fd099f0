import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Where a webhook may connect (ADR 0094): never to this machine, the internal network or the cloud's metadata
 * service, so a webhook URL cannot be used to probe them. The address checked is the one the connection is made
 * to (the resolved one, handed to the socket by `lookup`), not the host name, so a name that resolves to
 * 127.0.0.1, or changes what it resolves to between a check and the connection, is refused too.
 */
const PRIVATE_RANGES: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
]

const privateAddresses = new BlockList()
for (const [network, prefix, family] of PRIVATE_RANGES) privateAddresses.addSubnet(network, prefix, family)

/** IPv4 written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/** Addresses or CIDR ranges (`127.0.0.1`, `10.1.0.0/16`) let through even though private (WEBHOOK_ALLOW_ADDRESSES). */
export function allowListOf(entries: readonly string[]): BlockList {
  const allowed = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) allowed.addAddress(address, family)
    else allowed.addSubnet(address, Number(prefix), family)
  }
  return allowed
}

/** Why an address may not be reached, or null when it may. */
export function refusalOf(address: string, allowed: BlockList): string | null {
  const plain = unmapped(address)
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4'
  if (allowed.check(plain, family)) return null
  return privateAddresses.check(plain, family)
    ? `${plain} is a private, loopback or link-local address (set WEBHOOK_ALLOW_ADDRESSES to allow it)`
    : null
}

export class RefusedAddressError extends Error {}

/**
 * A `lookup` for http.request that resolves as usual and refuses the answer when any address is private: the
 * socket then connects only to an address that was checked. An IP literal in the URL never reaches a lookup, so
 * the sender checks those itself (`refusalOf`).
 */
export function guardedLookup(allowed: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.map((entry) => refusalOf(entry.address, allowed)).find(Boolean)
      if (refused) return callback(new RefusedAddressError(`${hostname}: ${refused}`), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      const first = addresses[0]
      if (!first) return callback(new RefusedAddressError(`${hostname} has no address`), '', 0)
      callback(null, first.address, first.family)
    })
  }
}
