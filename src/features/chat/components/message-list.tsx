import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useChatT } from '../i18n'
import { useActiveId, useChatActions, useHasOlder, usePath } from '../store/chat-store'
import { EmptyChat } from './empty-chat'
import { MessageItem } from './message-item'

// Within this distance of the end counts as "at the bottom" (sub-pixel layout, a last line).
const BOTTOM_SLACK = 48

const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home'])
/** A message's height until it is measured. */
const ESTIMATE = 180

// Within this many screens of the top, the next older page is read (a long conversation is read
// a window at a time: docs/chat-storage.md).
const OLDER_AHEAD_SCREENS = 2

/**
 * The thread, virtualized so a 1,000-message chat keeps a small DOM. Follows new text only while
 * the reader is at the bottom. Only the reader's own input (wheel or keys upward, touch, dragging
 * the scroll bar) stops following, so programmatic scrolls (ours, the virtualizer's size
 * corrections) never do; landing at the bottom again resumes it. Nothing relies on CSS scroll
 * anchoring (absent on WebKit). Older messages of a long conversation are paged in as the reader
 * nears the top, and the view keeps its place when they are added above it.
 */
export function MessageList() {
  const filled = usePath(useActiveId()).length > 0
  // The list mounts again once a thread's messages arrive (an open reads them after the pane
  // shows), so it starts at the thread's end and never renders the window's first messages on its
  // way there. A switch between loaded threads keeps it, and its measured heights.
  return <ThreadList key={filled ? 'thread' : 'empty'} />
}

function ThreadList() {
  const t = useChatT()
  const conversationId = useActiveId()
  const ids = usePath(conversationId)
  const hasOlder = useHasOlder(conversationId)
  const { olderRequested } = useChatActions()
  const scroller = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  const [showJump, setShowJump] = useState(false)

  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATE,
    // The first render shows the thread's end, where it opens: from the top (offset 0, no height)
    // it rendered the window's first messages as well, markdown and all, only to scroll past them.
    initialOffset: () => Math.max(0, ids.length * ESTIMATE - window.innerHeight),
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan: 4,
    getItemKey: (i) => ids[i] ?? i,
  })

  // Attached before the virtualizer first reads the scroll position (refs come before layout
  // effects): a thread starts at its end, so the window's first messages, markdown and all, are
  // not rendered on the way there (as they were from scrollTop 0).
  const attachScroller = useCallback((el: HTMLDivElement | null) => {
    scroller.current = el
    if (el?.querySelector('[role="log"]')) el.scrollTop = el.scrollHeight
  }, [])

  const toBottom = useCallback(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [])

  // A new conversation opens at its end.
  useLayoutEffect(() => {
    following.current = true
    setShowJump(false)
    if (ids.length) virtualizer.scrollToIndex(ids.length - 1, { align: 'end' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the conversation changes
  }, [conversationId])

  // A new turn (sent by the reader) brings the view back to the end; older messages paged in
  // above (the same last message) do not.
  const count = ids.length
  const lastId = ids.at(-1)
  const lastSeen = useRef({ count, lastId })
  useEffect(() => {
    const seen = lastSeen.current
    if (count > seen.count && lastId !== seen.lastId) following.current = true
    lastSeen.current = { count, lastId }
  }, [count, lastId])

  // Older messages were added above: move the view down by their height, so what the reader
  // looked at stays where it was. (A new conversation has another first message and no anchor.)
  const firstId = ids[0]
  const shownFirst = useRef(firstId)
  useLayoutEffect(() => {
    const before = shownFirst.current
    shownFirst.current = firstId
    const el = scroller.current
    const added = before && before !== firstId ? ids.indexOf(before) : -1
    if (el && added > 0) el.scrollTop += virtualizer.measurementsCache[added]?.start ?? 0
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the first message changes
  }, [firstId])

  // Content grew (streaming text, measured items): keep the end in view while following. The
  // rendered items are watched as well as the content box: the box's height is the virtualizer's
  // total, which lags an item that grows while the virtualizer holds its measurements (under load,
  // our own scrolls keep it "scrolling"), and the growing item then overflows the box unseen.
  const follower = useRef<ResizeObserver | null>(null)
  const followerOf = useCallback(() => {
    follower.current ??= new ResizeObserver(() => {
      if (following.current) toBottom()
    })
    return follower.current
  }, [toBottom])
  const hasMessages = ids.length > 0
  useEffect(() => {
    const el = content.current
    if (!el) return
    const observer = followerOf()
    observer.observe(el)
    return () => observer.unobserve(el)
  }, [followerOf, hasMessages, conversationId])
  useEffect(
    () => () => {
      follower.current?.disconnect()
      follower.current = null
    },
    [],
  )
  const itemRef = useCallback(
    (node: HTMLDivElement | null) => {
      virtualizer.measureElement(node)
      if (!node) return
      const observer = followerOf()
      observer.observe(node)
      return () => observer.unobserve(node)
    },
    [virtualizer, followerOf],
  )

  // When the reader last scrolled upward (or touched, or grabbed the scroll bar). Scroll events
  // in the moment after that are the reader's; others are programmatic and never stop following.
  const readerAt = useRef(-Infinity)
  const READER_WINDOW_MS = 300
  const byReader = () => {
    const el = scroller.current
    // Upward input only moves a view that can move; otherwise it changes nothing.
    if (!el || el.scrollTop <= 0) return
    readerAt.current = performance.now()
    following.current = false
    // The compositor may scroll, and its scroll event run, before this input event reaches us
    // (a busy main thread): the way back must show without waiting for another scroll.
    setShowJump(true)
  }
  const onScroll = () => {
    const el = scroller.current
    if (!el) return
    if (hasOlder && conversationId && el.scrollTop < OLDER_AHEAD_SCREENS * el.clientHeight)
      olderRequested(conversationId)
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK
    const readerMoving = performance.now() - readerAt.current < READER_WINDOW_MS
    if (atBottom && !readerMoving) following.current = true
    else if (!atBottom && readerMoving) following.current = false
    setShowJump(!following.current)
  }

  const jump = () => {
    // The reader asked for the end: their earlier upward scrolling no longer counts, or the
    // jump's own scroll events, inside its window, would stop following again.
    readerAt.current = -Infinity
    following.current = true
    setShowJump(false)
    // Straight to the end of the scroller, not the virtualizer's scrollToIndex: its retries align
    // the last item's *measured* end, which while text streams in lags the real one, and could
    // settle short of the bottom after our own scroll. Items rendered at the end then grow the
    // content, and the observer above keeps following.
    toBottom()
  }

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={attachScroller}
        onScroll={onScroll}
        onWheel={(e) => e.deltaY < 0 && byReader()}
        onTouchMove={byReader}
        onKeyDown={(e) => UP_KEYS.has(e.key) && byReader()}
        onPointerDown={(e) => e.target === e.currentTarget && byReader()}
        className="h-full overflow-y-auto overscroll-contain"
        data-testid="message-scroller"
      >
        {ids.length === 0 ? (
          <EmptyChat />
        ) : (
          <div
            ref={content}
            role="log"
            aria-label={t('chat')}
            aria-live="off"
            className="relative px-3 sm:px-4"
            style={{ height: virtualizer.getTotalSize() + 24 }}
          >
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                data-index={item.index}
                ref={itemRef}
                className="absolute inset-x-0 px-3 pt-4 sm:px-4"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageItem id={ids[item.index]!} />
              </div>
            ))}
          </div>
        )}
      </div>
      {showJump && ids.length > 0 && (
        <button
          type="button"
          onClick={jump}
          className="btn btn-secondary absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
        >
          ↓ {t('jumpToLatest')}
        </button>
      )}
    </div>
  )
}
