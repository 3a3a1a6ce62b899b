import { memo, useMemo, useState, type ComponentProps } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import type { Element, ElementContent } from 'hast'
import { CodeBlock } from '@/components/code-block/code-block'
import { useT } from '@/lib/i18n/use-t'
import { safeImageUrl, safeLinkUrl } from '@/lib/safe-url'
import { createBlockSplitter } from './block-splitter'
import { lazyModule, useLazyModule } from './lazy-module'
import { rehypeDirAuto } from './dir-auto'
import { linkCitations, repairTail } from './tail-transforms'

const math = lazyModule(() => import('./math-plugins'))
const gfm: NonNullable<Options['remarkPlugins']> = [remarkGfm]
const dirAuto: NonNullable<Options['rehypePlugins']> = [rehypeDirAuto]
const MATH_HINT = /\$|\\\(|\\\[/

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('')
}

function Link({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const t = useT()
  const safe = safeLinkUrl(href)
  if (!safe) return <span>{children}</span>
  const citation = /^#cite-.+-(\d+)$/.exec(safe)
  if (citation) {
    return (
      <a href={safe} className="citation" aria-label={t('markdown.citation', { n: citation[1] })}>
        {citation[1]}
      </a>
    )
  }
  const external = !safe.startsWith('#')
  return (
    <a
      {...rest}
      href={safe}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}

function Image({ src, alt }: ComponentProps<'img'>) {
  const safe = typeof src === 'string' ? safeImageUrl(src) : null
  return safe ? (
    <img src={safe} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
  ) : (
    <span>{alt}</span>
  )
}

function Pre({ node, highlight }: { node?: Element; highlight: boolean }) {
  const code = node?.children.find(
    (c): c is Element => c.type === 'element' && c.tagName === 'code',
  )
  const classes = code?.properties.className
  const language = Array.isArray(classes)
    ? (classes
        .map(String)
        .find((c) => c.startsWith('language-'))
        ?.slice(9) ?? '')
    : ''
  const text = textOf(code?.children ?? []).replace(/\n$/, '')
  return <CodeBlock code={text} language={language} highlight={highlight} />
}

// Raw HTML in service text is never rendered (react-markdown escapes it without rehype-raw);
// links and images pass the URL checks or are dropped. The streaming tail's code stays plain.
const settledComponents: Components = {
  a: Link,
  img: Image,
  pre: ({ node }) => <Pre node={node} highlight />,
}
const tailComponents: Components = {
  ...settledComponents,
  pre: ({ node }) => <Pre node={node} highlight={false} />,
}

interface BlockProps {
  text: string
  tail: boolean
  citePrefix: string | undefined
  citeMax: number
}

const Block = memo(function Block({ text, tail, citePrefix, citeMax }: BlockProps) {
  const mathModule = useLazyModule(math, MATH_HINT.test(text))
  const source = useMemo(() => {
    const repaired = tail ? repairTail(text) : text
    return citePrefix && citeMax > 0 ? linkCitations(repaired, citePrefix, citeMax) : repaired
  }, [text, tail, citePrefix, citeMax])
  return (
    <ReactMarkdown
      remarkPlugins={mathModule ? [...gfm, ...mathModule.remarkPlugins] : gfm}
      rehypePlugins={mathModule ? [...mathModule.rehypePlugins, ...dirAuto] : dirAuto}
      components={tail ? tailComponents : settledComponents}
    >
      {source}
    </ReactMarkdown>
  )
})

export interface MarkdownProps {
  text: string
  streaming?: boolean
  /** Turns `[n]` markers (1..citeMax) into links to `#<citePrefix>-n`. */
  citePrefix?: string
  citeMax?: number
}

/**
 * Markdown for service text. Blocks are split incrementally (cost per update follows the new
 * text); settled blocks keep their element and props, so React skips them and their DOM (and any
 * selection in it) stays put. Only the repaired tail re-parses.
 */
export function Markdown({ text, streaming = false, citePrefix, citeMax = 0 }: MarkdownProps) {
  const [splitter] = useState(createBlockSplitter)
  const view = useMemo(() => splitter.update(text), [splitter, text])
  const { blocks, tail } = view
  // One keyed list, so the tail block keeps its element (and DOM) when it settles.
  const items = tail.trim() ? [...blocks, tail] : blocks
  return (
    <div className="markdown" dir="auto">
      {items.map((block, i) => (
        <Block
          key={i}
          text={block}
          tail={streaming && i === blocks.length}
          citePrefix={citePrefix}
          citeMax={citeMax}
        />
      ))}
    </div>
  )
}
