import { describe, expect, it } from 'vitest'
import {
  isPublicAddress,
  normalHost,
  parseAllowList,
  pinAddress,
  UNREACHABLE,
  type Resolver,
} from './address-check'

/** A resolver that answers from a table: no lookup ever leaves the process. */
const stub =
  (table: Record<string, string[]>): Resolver =>
  (host) => {
    const found = table[host]
    if (!found) return Promise.reject(new Error(`ENOTFOUND ${host}`))
    return Promise.resolve(
      found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const),
    )
  }

const REFUSED = [
  ['loopback', '127.0.0.1'],
  ['loopback, elsewhere in 127/8', '127.53.0.9'],
  ['IPv6 loopback', '::1'],
  ['unspecified', '0.0.0.0'],
  ['IPv6 unspecified', '::'],
  ['private 10/8', '10.1.2.3'],
  ['private 172.16/12', '172.20.0.1'],
  ['private 192.168/16', '192.168.1.1'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 unique local', 'fd12:3456::1'],
  ['multicast', '224.0.0.251'],
  ['multicast, global scope', '239.255.255.250'],
  ['IPv6 multicast', 'ff02::1'],
  ['broadcast', '255.255.255.255'],
  ['CGNAT', '100.64.0.1'],
  ['reserved', '240.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
  ['NAT64 of loopback', '64:ff9b::7f00:1'],
  ['6to4 of loopback', '2002:7f00:1::'],
  ['documentation', '2001:db8::1'],
] as const

describe('the address check of URL data sources', () => {
  it.each(REFUSED)('refuses %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it('accepts global unicast addresses', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true)
  })

  it.each(REFUSED)('refuses a host name that resolves to %s (%s)', async (_, address) => {
    const resolve = stub({ 'data.example': [address] })
    await expect(pinAddress(new URL('http://data.example/a.csv'), [], resolve)).rejects.toThrow(
      UNREACHABLE,
    )
  })

  it('refuses a host when any one of its addresses is not public', async () => {
    const resolve = stub({ 'mixed.example': ['93.184.215.14', '10.0.0.5'] })
    await expect(pinAddress(new URL('https://mixed.example/'), [], resolve)).rejects.toThrow(
      UNREACHABLE,
    )
  })

  it('pins the first address of a public host, asking the resolver once', async () => {
    let calls = 0
    const resolve: Resolver = () => {
      calls++
      return Promise.resolve([
        { address: '2606:4700::1111', family: 6 },
        { address: '93.184.215.14', family: 4 },
      ])
    }
    expect(await pinAddress(new URL('https://files.example/x.csv'), [], resolve)).toEqual({
      address: '2606:4700::1111',
      family: 6,
    })
    expect(calls).toBe(1)
  })

  it('says the same for an unknown host as for a refused one', async () => {
    await expect(pinAddress(new URL('http://nowhere.example/'), [], stub({}))).rejects.toThrow(
      UNREACHABLE,
    )
  })

  it('refuses IP literals in every notation without asking the resolver', async () => {
    const never: Resolver = () => Promise.reject(new Error('must not resolve'))
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0x7f000001/',
      'http://017700000001/',
      'http://127.1/',
      'http://0.0.0.0/',
      'http://0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0xa9.0xfe.0xa9.0xfe/',
      'http://2852039166/',
      'http://[fe80::1]/',
      'http://10.0.0.1/',
      'http://224.0.0.1/',
    ])
      await expect(pinAddress(new URL(url), [], never), url).rejects.toThrow(UNREACHABLE)
  })

  it('lets allow-listed hosts through, in any notation of the list entry', async () => {
    const allow = parseAllowList(' localhost , 2130706433, [::1] ,')
    expect(allow).toEqual(['localhost', '127.0.0.1', '[::1]'])
    const resolve = stub({ localhost: ['127.0.0.1'] })
    expect(await pinAddress(new URL('http://LOCALHOST:9/'), allow, resolve)).toEqual({
      address: '127.0.0.1',
      family: 4,
    })
    expect((await pinAddress(new URL('http://0x7f.0.0.1/'), allow)).address).toBe('127.0.0.1')
    expect((await pinAddress(new URL('http://[::1]/'), allow)).address).toBe('::1')
    // Another loopback address is not the one listed.
    await expect(pinAddress(new URL('http://127.0.0.2/'), allow)).rejects.toThrow(UNREACHABLE)
    expect(normalHost('::1')).toBe('[::1]')
  })
})
