import { useEffect, useState, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { Markdown } from '@/components/markdown/markdown'
import { createFrameBatcher } from '@/lib/schedule/frame-batcher'
import '@/index.css'

/**
 * The streaming-render benchmark page. Each renderer receives the same chunks at the same pace, the
 * way a chat app receives them from the network, and the page reports when the last chunk is on
 * screen. Main-thread time and the longest task are measured from outside (Chrome tracing).
 */
type Feed = (onChunk: (chunk: string) => void) => Promise<void>

function NaiveReactMarkdown({ feed, done }: { feed: Feed; done: () => void }) {
  // What most chat apps do: keep the whole text in state and re-render it on every chunk.
  const [text, setText] = useState('')
  useEffect(() => {
    void feed((chunk) => setText((t) => t + chunk)).then(done)
  }, [feed, done])
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]}>{text}</ReactMarkdown>
    </div>
  )
}

function ParleyRenderer({ feed, done }: { feed: Feed; done: () => void }) {
  // Parley's path: deltas coalesced per animation frame, rendered by the block-memoized Markdown.
  const [state, setState] = useState({ text: '', streaming: true })
  useEffect(() => {
    const batcher = createFrameBatcher<string>((chunks) =>
      setState((s) => ({ ...s, text: s.text + chunks.join('') })),
    )
    void feed((chunk) => batcher.push(chunk)).then(() => {
      batcher.flushNow()
      setState((s) => ({ ...s, streaming: false }))
      done()
    })
  }, [feed, done])
  return <Markdown text={state.text} streaming={state.streaming} />
}

const renderers: Record<string, (props: { feed: Feed; done: () => void }) => ReactNode> = {
  parley: (p) => <ParleyRenderer {...p} />,
  'react-markdown': (p) => <NaiveReactMarkdown {...p} />,
}

/** Optional renderers registered by other modules (streamdown is heavy and loaded on demand). */
function registerRenderer(
  name: string,
  render: (props: { feed: Feed; done: () => void }) => ReactNode,
) {
  renderers[name] = render
}

let root: Root | null = null

declare global {
  interface Window {
    runRenderBench: (
      name: string,
      chunks: string[],
      intervalMs: number,
    ) => Promise<{ wallMs: number; chars: number }>
    renderBenchReady: Promise<void>
  }
}

window.renderBenchReady = import('./streamdown-renderer')
  .then((m) => registerRenderer('streamdown', m.renderStreamdown))
  .catch(() => undefined)

window.runRenderBench = async (name, chunks, intervalMs) => {
  const render = renderers[name]
  if (!render) throw new Error(`unknown renderer ${name}`)
  root?.unmount()
  const container = document.getElementById('root')!
  root = createRoot(container)
  const started = performance.now()
  const feed: Feed = async (onChunk) => {
    for (const chunk of chunks) {
      onChunk(chunk)
      await new Promise((r) => setTimeout(r, intervalMs))
    }
  }
  await new Promise<void>((resolve) => {
    root!.render(render({ feed, done: resolve }))
  })
  // Let the last commit paint before stopping the clock.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  return { wallMs: performance.now() - started, chars: container.textContent?.length ?? 0 }
}
