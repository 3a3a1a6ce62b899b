import { describe, expect, it } from 'vitest'
import { safeImageUrl, safeLinkUrl } from './safe-url'

describe('safeLinkUrl', () => {
  it('keeps http, https, mailto and in-page anchors', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeLinkUrl('mailto:a@example.com')).toBe('mailto:a@example.com')
    expect(safeLinkUrl('#cite-1')).toBe('#cite-1')
  })
  it('refuses script-bearing and unknown schemes, whatever the spelling', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
    ]) {
      expect(safeLinkUrl(bad)).toBeNull()
    }
  })
})

describe('safeImageUrl', () => {
  it('keeps http(s), blob and raster data URLs', () => {
    expect(safeImageUrl('https://example.com/x.png')).toBe('https://example.com/x.png')
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
  })
  it('refuses SVG data URLs and scripts', () => {
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull()
    expect(safeImageUrl('javascript:alert(1)')).toBeNull()
  })
})
