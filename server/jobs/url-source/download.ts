import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { pinAddress, UrlRefused, type ResolvedAddress, type Resolver } from './address-check'

/**
 * Fetches a URL data source to disk. Redirects are followed by hand so every hop's host is checked
 * again; each connection goes to the address that was checked (a pinned `lookup`), so a DNS answer
 * that changes between check and connect (rebinding) cannot reach a private address. The body
 * streams to a temporary file under a byte cap counted after decompression (a gzip bomb is "too
 * large", not a broken stream); the file is removed on any failure.
 */

const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024

interface DownloadOptions {
  allow: readonly string[]
  resolve?: Resolver
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
}

class DownloadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DownloadError'
  }
}

const TOO_LARGE = (max: number) =>
  `The file is too large: URL data sources may be at most ${Math.round(max / (1024 * 1024))} MB.`
const REDIRECTS = new Set([301, 302, 303, 307, 308])

function checkProtocol(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DownloadError('Only http and https URLs can be data sources.')
}

/** net.connect asks `lookup` for the host; it always gets the address we checked. */
function pinned(to: ResolvedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: to.address, family: to.family }])
    else callback(null, to.address, to.family)
  }) as unknown as LookupFunction
}

function request(url: URL, to: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinned(to),
      signal,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'parley-url-source' },
    })
    req.once('response', resolve)
    // Refused, reset, timed out or TLS failure before a reply: all read the same.
    req.once('error', () =>
      reject(signal.aborted ? new DownloadError('The download took too long.') : new UrlRefused()),
    )
    req.end()
  })
}

function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? '').toLowerCase().trim()
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return res.pipe(zlib.createInflate())
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress())
  return res
}

function capped(max: number): { transform: Transform; size: () => number } {
  let size = 0
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.byteLength
      if (size > max) done(new DownloadError(TOO_LARGE(max)))
      else done(null, chunk)
    },
  })
  return { transform, size: () => size }
}

/** Follows checked redirects to the final reply. */
async function open(start: string, options: DownloadOptions, signal: AbortSignal) {
  let url = new URL(start)
  for (let hop = 0; ; hop++) {
    checkProtocol(url)
    const to = await pinAddress(url, options.allow, options.resolve)
    const res = await request(url, to, signal)
    const location = res.headers.location
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return res
    res.resume()
    if (hop >= (options.maxRedirects ?? 5))
      throw new DownloadError('The URL redirects too many times.')
    try {
      url = new URL(location, url)
    } catch {
      throw new DownloadError('The URL redirects to an address that is not valid.')
    }
  }
}

export async function downloadToFile(
  url: string,
  file: string,
  options: DownloadOptions,
): Promise<number> {
  const max = options.maxBytes ?? MAX_DOWNLOAD_BYTES
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000)
  const temp = `${file}.part`
  try {
    const res = await open(url, options, signal)
    const status = res.statusCode ?? 0
    if (status < 200 || status > 299) {
      res.resume()
      throw new DownloadError(`Downloading the file failed with HTTP ${status}.`)
    }
    if (Number(res.headers['content-length'] ?? 0) > max && !res.headers['content-encoding']) {
      res.destroy()
      throw new DownloadError(TOO_LARGE(max))
    }
    mkdirSync(path.dirname(file), { recursive: true })
    const cap = capped(max)
    try {
      await pipeline(decoded(res), cap.transform, createWriteStream(temp), { signal })
    } catch (error) {
      res.destroy()
      if (error instanceof DownloadError) throw error
      if (signal.aborted) throw new DownloadError('The download took too long.')
      throw new DownloadError('The download broke off before the file was complete.')
    }
    if (cap.size() === 0) throw new DownloadError('The file is empty.')
    renameSync(temp, file)
    return cap.size()
  } catch (error) {
    rmSync(temp, { force: true })
    if (error instanceof DownloadError || error instanceof UrlRefused) throw error
    if (signal.aborted) throw new DownloadError('The download took too long.')
    throw new UrlRefused()
  }
}
