import { describe, expect, it } from 'vitest'
import { artifactKey, isPastExpiry } from './artifact-key'

describe('artifactKey', () => {
  it('ignores signing parameters but keeps the ones that name the file', () => {
    const a = artifactKey('https://b.s3.amazonaws.com/r/1.csv?X-Amz-Signature=aa&X-Amz-Expires=60')
    const b = artifactKey('https://b.s3.amazonaws.com/r/1.csv?X-Amz-Signature=bb&X-Amz-Expires=99')
    expect(a).toBe(b)
    expect(artifactKey('/artifacts/x?id=1&sig=a&expires=1')).toBe('analysis:/artifacts/x?id=1')
    expect(artifactKey('/artifacts/x?id=1')).not.toBe(artifactKey('/artifacts/x?id=2'))
  })
})

describe('isPastExpiry', () => {
  it('reads ISO times with microseconds and treats a missing time as not expired', () => {
    expect(isPastExpiry('2025-02-13T11:27:13.025667Z', Date.parse('2025-02-13T11:27:14Z'))).toBe(
      true,
    )
    expect(isPastExpiry('2025-02-13T11:27:13.025667Z', Date.parse('2025-02-13T11:27:12Z'))).toBe(
      false,
    )
    expect(isPastExpiry(null, Date.now())).toBe(false)
  })
})
