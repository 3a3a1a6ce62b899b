import { describe, expect, it } from 'vitest'
import { eventCutter } from './sse-cut'

/** Feeds `text` one character at a time; returns what came out at each push, joined by '|'. */
function cutEachChar(text: string, maxHeld = 1000) {
  const cut = eventCutter(maxHeld)
  const out = [...text].map((ch) => cut.push(ch)).filter(Boolean)
  return { out: out.join('|'), rest: cut.rest() }
}

describe('the SSE event cutter', () => {
  it('passes on whole events only, whatever the line ends', () => {
    expect(cutEachChar('data:a\n\ndata:b\n')).toEqual({ out: 'data:a\n\n', rest: 'data:b\n' })
    expect(cutEachChar('data:a\r\n\r\ndata:b').out).toBe('data:a\r\n\r|\n')
    expect(cutEachChar('data:a\r\rdata:b\n\n').out).toBe('data:a\r\r|data:b\n\n')
    expect(cutEachChar(': keep-alive\n\nevent:X\ndata:1\n\n').out).toBe(
      ': keep-alive\n\n|event:X\ndata:1\n\n',
    )
  })

  it('never takes a CR LF line end for a blank line', () => {
    expect(cutEachChar('data:a\r\ndata:b\r\n')).toEqual({ out: '', rest: 'data:a\r\ndata:b\r\n' })
  })

  it('passes an event longer than the bound on as it comes', () => {
    const cut = eventCutter(4)
    expect(cut.push('data:')).toBe('data:')
    expect(cut.push('xy')).toBe('')
    expect(cut.rest()).toBe('xy')
  })
})
