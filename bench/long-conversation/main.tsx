import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import ReactMarkdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import '@/index.css'
import { messages, THOUSAND } from './conversation'

/**
 * The baseline: what a chat app without virtualization does on open — every message of the
 * conversation rendered with react-markdown into one page, then scrolled to the end.
 */
const list = messages(THOUSAND)
const plugins = [remarkGfm]

function Thread() {
  useLayoutEffect(() => {
    document.scrollingElement!.scrollTop = document.scrollingElement!.scrollHeight
  }, [])
  return (
    <div className="flex flex-col gap-4 p-4">
      {list.map((m) => (
        <article
          key={m.id}
          aria-label={m.role === 'user' ? 'You' : 'Assistant'}
          className={m.role === 'user' ? 'message message-user' : 'message message-assistant'}
        >
          {m.role === 'user' ? (
            <p dir="auto">{m.content}</p>
          ) : (
            <div className="markdown" dir="auto">
              <ReactMarkdown remarkPlugins={plugins}>{m.content}</ReactMarkdown>
            </div>
          )}
        </article>
      ))}
    </div>
  )
}

createRoot(document.getElementById('root')!).render(<Thread />)
