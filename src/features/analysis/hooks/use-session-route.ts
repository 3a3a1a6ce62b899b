import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useRoute } from 'wouter'
import {
  getSessionId,
  getSessionLoad,
  useAnalysisActions,
  useSessionId,
} from '../store/analysis-store'

const ANALYSIS_PATH = '/analysis'
const SESSION_ROUTE = '/analysis/:sessionId'

const sessionPath = (id: string | null) =>
  id ? `${ANALYSIS_PATH}/${encodeURIComponent(id)}` : ANALYSIS_PATH

/** Opens a session by its address, so back and forward move between sessions. */
export function useOpenSession() {
  const [, navigate] = useLocation()
  return useCallback((id: string | null) => navigate(sessionPath(id)), [navigate])
}

/**
 * The address is the source of truth for the open session: `/analysis/:sessionId` opens that
 * session (after a reload too); `/analysis` on a page's first visit opens the session left last
 * time, later it is a blank session whose first question creates and names one.
 */
export function useSessionRoute() {
  const [match, params] = useRoute(SESSION_ROUTE)
  const routeId = match && params.sessionId ? params.sessionId : null
  const [, navigate] = useLocation()
  const sessionId = useSessionId()
  const { sessionOpened } = useAnalysisActions()
  const first = useRef(true)

  useEffect(() => {
    const firstVisit = first.current
    first.current = false
    if (firstVisit && !routeId && sessionId) {
      navigate(sessionPath(sessionId), { replace: true })
      return
    }
    const state = getSessionLoad().state
    // Coming back from another pane keeps the open session (and any stream still running).
    if (routeId !== sessionId || state === 'idle' || state === 'error') void sessionOpened(routeId)
    // Only the address opens sessions here; the store's own changes follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId])

  // Asking without a session creates one: the address follows, in place of the blank one. The
  // store is read as it is now, not as rendered: when the address moves, the effect above has
  // just opened that session, and the rendered one is the session left before. Following that
  // one sent the address back, which reopened it, and so on for ever (issue 22, hole 6).
  useEffect(() => {
    const open = getSessionId()
    if (!open || open === routeId) return
    navigate(sessionPath(open), { replace: !routeId })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId])

  return routeId
}
