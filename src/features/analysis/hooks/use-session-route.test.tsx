// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useAnalysisStore } from '../store/analysis-store'
import { useSessionRoute } from './use-session-route'

/**
 * The address and the store's open session, wired as in the pane. Opening a session is stubbed to
 * what matters here: the store moves to it at once. Past a bound it stops moving, so a loop shows
 * as a count instead of hanging the test.
 */
function mount(path: string, lastSession: string | null) {
  const opened: (string | null)[] = []
  const initial = useAnalysisStore.getState()
  useAnalysisStore.setState({
    sessionId: lastSession,
    sessionLoad: { state: 'idle' },
    actions: {
      ...initial.actions,
      sessionOpened: (id) => {
        opened.push(id)
        if (opened.length <= 20)
          useAnalysisStore.setState({
            sessionId: id,
            sessionLoad: id ? { state: 'ready' } : { state: 'idle' },
          })
        return Promise.resolve()
      },
    },
  })
  const location = memoryLocation({ path, record: true })
  function Probe() {
    useSessionRoute()
    return null
  }
  render(
    <Router hook={location.hook}>
      <Probe />
    </Router>,
  )
  return { opened, location, restore: () => useAnalysisStore.setState(initial, true) }
}

let restore = () => {}
beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  restore()
})

describe('useSessionRoute', () => {
  it("a session's address opens it, though another was left open last time", () => {
    const m = mount('/analysis/a', 'b')
    restore = m.restore
    // Before the fix the address and the store chased each other: a, b, a, b... without end.
    expect(m.opened).toEqual(['a'])
    expect(m.location.history).toEqual(['/analysis/a'])
    expect(useAnalysisStore.getState().sessionId).toBe('a')
  })

  it('the bare address opens the session left last time, in place', () => {
    const m = mount('/analysis', 'b')
    restore = m.restore
    expect(m.opened).toEqual(['b'])
    expect(m.location.history).toEqual(['/analysis/b'])
  })

  it('a session created by asking takes the blank address', () => {
    const m = mount('/analysis', null)
    restore = m.restore
    act(() => useAnalysisStore.setState({ sessionId: 'new', sessionLoad: { state: 'ready' } }))
    expect(m.location.history).toEqual(['/analysis/new'])
    expect(m.opened).toEqual([null])
  })

  it('moving between addresses opens each once', () => {
    const m = mount('/analysis/a', 'a')
    restore = m.restore
    act(() => m.location.navigate('/analysis/b'))
    act(() => m.location.navigate('/analysis/a'))
    expect(m.opened).toEqual(['a', 'b', 'a'])
    expect(m.location.history).toEqual(['/analysis/a', '/analysis/b', '/analysis/a'])
  })
})
