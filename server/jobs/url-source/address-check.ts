import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'

/**
 * Which addresses a URL data source may reach. ipaddr.js classifies addresses (it knows every
 * special-purpose range of IANA's registries, and unwraps IPv4-mapped IPv6), so we keep no range
 * table of our own. Only plain global unicast passes: loopback, private, link-local, multicast,
 * unspecified, CGNAT, broadcast, reserved, and the IPv6 forms that embed an IPv4 address
 * (mapped, NAT64, 6to4, Teredo) are all refused.
 */

/** One reason for every refused or unreachable address, so a reply never tells ports apart. */
export const UNREACHABLE =
  'The URL could not be fetched: its host is not a reachable public address.'

export class UrlRefused extends Error {
  constructor() {
    super(UNREACHABLE)
    this.name = 'UrlRefused'
  }
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Returns every address of a host name; tests pass a stub so nothing leaves the machine. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }))

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  // process() turns ::ffff:a.b.c.d into a.b.c.d, so a mapped loopback is judged as loopback.
  return ipaddr.process(address).range() === 'unicast'
}

/** A host as the WHATWG URL parser normalises it: 2130706433 and 0x7f.1 become 127.0.0.1. */
export function normalHost(host: string): string {
  const trimmed = host.trim()
  if (!trimmed) return ''
  try {
    return new URL(
      `http://${trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed}/`,
    ).hostname
      .replace(/\.$/, '')
      .toLowerCase()
  } catch {
    return trimmed.toLowerCase()
  }
}

/** PARLEY_URL_SOURCES_ALLOW: comma-separated hosts that may be local (e.g. localhost,127.0.0.1). */
export function parseAllowList(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map(normalHost).filter(Boolean)
}

/**
 * The address to connect to for a URL's host: every address it resolves to must be public
 * (unless the host is allow-listed), then the first is pinned so no second lookup can differ.
 */
export async function pinAddress(
  url: URL,
  allow: readonly string[],
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const allowed = allow.includes(normalHost(url.hostname))
  if (ipaddr.isValid(host)) {
    if (!allowed && !isPublicAddress(host)) throw new UrlRefused()
    return { address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }
  }
  let addresses: ResolvedAddress[]
  try {
    addresses = await resolve(host)
  } catch {
    throw new UrlRefused()
  }
  if (!addresses.length) throw new UrlRefused()
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) throw new UrlRefused()
  return addresses[0]!
}
