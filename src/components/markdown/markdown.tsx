import { memo, useMemo, type ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { safeImageUrl, safeLinkUrl } from '@/lib/safe-url'
import { repairTail, splitBlocks } from './split-blocks'

const plugins = [remarkGfm]

// Raw HTML in service text is never rendered (react-markdown escapes it without rehype-raw);
// links and images pass the URL checks or are dropped.
const components: Components = {
  a: ({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) => {
    const safe = safeLinkUrl(href)
    if (!safe) return <span>{children}</span>
    const external = !safe.startsWith('#')
    return (
      <a {...rest} href={safe} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  },
  img: ({ src, alt }: ComponentProps<'img'>) => {
    const safe = typeof src === 'string' ? safeImageUrl(src) : null
    return safe ? <img src={safe} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" /> : <span>{alt}</span>
  },
}

const Block = memo(function Block({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={plugins} components={components}>
      {text}
    </ReactMarkdown>
  )
})

/**
 * Markdown for service text. While streaming, settled blocks keep their element and props, so React
 * skips them; only the repaired tail re-parses.
 */
export function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = useMemo(() => splitBlocks(text), [text])
  return (
    <div className="markdown" dir="auto">
      {blocks.map((block, i) => (
        <Block key={i} text={streaming && i === blocks.length - 1 ? repairTail(block) : block} />
      ))}
    </div>
  )
}
