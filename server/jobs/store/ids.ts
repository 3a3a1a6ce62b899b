import { randomBytes } from 'node:crypto'

/** cuid-like ids with the Powerdrill prefixes: dset-, ds-, job-, upload- (docs/wire-formats.md). */
export function newId(prefix: 'dset' | 'ds' | 'job' | 'upload'): string {
  const body = BigInt(`0x${randomBytes(16).toString('hex')}`)
    .toString(36)
    .padStart(25, '0')
    .slice(0, 24)
  return `${prefix}-c${body}`
}
