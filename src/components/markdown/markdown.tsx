import { memo, useContext, useMemo, useState, type ComponentProps, type ReactElement } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import type { Element, ElementContent } from 'hast'
import { CodeBlock } from '@/components/code-block/code-block'
import { useT } from '@/lib/i18n/use-t'
import { safeImageUrl, safeLinkUrl } from '@/lib/safe-url'
import { createBlockSplitter } from './block-splitter'
import { lazyModule, useLazyModule } from './lazy-module'
import { CitationContext } from './citation-context'
import { rehypeDirAuto } from './dir-auto'
import { preattached } from './preattached'
import { linkCitations, repairTail } from './tail-transforms'
import type * as MathPlugins from './math-plugins'

type MathModule = typeof MathPlugins
const math = lazyModule<MathModule>(() => import('./math-plugins'))
const gfm: NonNullable<Options['remarkPlugins']> = [preattached(remarkGfm)]
const dirAuto: NonNullable<Options['rehypePlugins']> = [rehypeDirAuto]
const MATH_HINT = /\$|\\\(|\\\[/

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('')
}

function Link({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const t = useT()
  const cite = useContext(CitationContext)
  const safe = safeLinkUrl(href)
  if (!safe) return <span>{children}</span>
  const citation = /^#cite-.+-(\d+)$/.exec(safe)
  if (citation && cite) {
    const n = Number(citation[1])
    return (
      <button
        type="button"
        className="citation"
        aria-label={t('markdown.citation', { n })}
        aria-expanded={cite.open === n}
        aria-controls={cite.controls}
        onClick={() => cite.toggle(n)}
      >
        {n}
      </button>
    )
  }
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

type RenderMath = MathModule['renderMath']

/**
 * A formula, typeset by KaTeX (its HTML cached per source, see math-plugins). The same source
 * renders the same string, so re-rendering the streaming tail leaves the formula's DOM alone.
 */
const Formula = memo(function Formula({
  tex,
  display,
  renderMath,
}: {
  tex: string
  display: boolean
  renderMath: RenderMath
}) {
  const html = renderMath(tex, display)
  if (html === null) return display ? <pre>{tex}</pre> : <code>{tex}</code>
  return display ? (
    <div className="math-display" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <span className="math-inline" dangerouslySetInnerHTML={{ __html: html }} />
  )
})

function classesOf(node: Element | undefined): string[] {
  const classes = node?.properties.className
  return Array.isArray(classes) ? classes.map(String) : []
}

function Pre({
  node,
  highlight,
  renderMath,
}: {
  node?: Element
  highlight: boolean
  renderMath?: RenderMath
}) {
  const code = node?.children.find(
    (c): c is Element => c.type === 'element' && c.tagName === 'code',
  )
  const classes = classesOf(code)
  const language = classes.find((c) => c.startsWith('language-'))?.slice(9) ?? ''
  const text = textOf(code?.children ?? []).replace(/\n$/, '')
  // `$$ … $$` (remark-math) and ```math fences are display math once KaTeX is loaded.
  if (renderMath && language === 'math')
    return <Formula tex={text} display renderMath={renderMath} />
  return <CodeBlock code={text} language={language} highlight={highlight} />
}

function InlineCode({
  node,
  children,
  renderMath,
  ...rest
}: ComponentProps<'code'> & { node?: Element; renderMath: RenderMath }) {
  if (classesOf(node).includes('math-inline'))
    return <Formula tex={textOf(node?.children ?? [])} display={false} renderMath={renderMath} />
  return <code {...rest}>{children}</code>
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

/** The same components with formulas typeset; built once, when the math module arrives. */
let withMath: { settled: Components; tail: Components } | null = null
function mathComponents(renderMath: RenderMath) {
  withMath ??= {
    settled: {
      ...settledComponents,
      pre: ({ node }) => <Pre node={node} highlight renderMath={renderMath} />,
      code: (props) => <InlineCode {...props} renderMath={renderMath} />,
    },
    tail: {
      ...tailComponents,
      pre: ({ node }) => <Pre node={node} highlight={false} renderMath={renderMath} />,
      code: (props) => <InlineCode {...props} renderMath={renderMath} />,
    },
  }
  return withMath
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
      rehypePlugins={dirAuto}
      components={
        mathModule
          ? mathComponents(mathModule.renderMath)[tail ? 'tail' : 'settled']
          : tail
            ? tailComponents
            : settledComponents
      }
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
  const [settled] = useState(createSettledElements)
  const { blocks, tail } = useMemo(() => splitter.update(text), [splitter, text])
  const settledElements = useMemo(
    () => settled.update(blocks, citePrefix, citeMax),
    // `blocks` grows in place: its length is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settled, blocks, blocks.length, citePrefix, citeMax],
  )
  // One keyed list, so the tail block keeps its element (and DOM) when it settles.
  const items = tail.trim()
    ? [
        ...settledElements,
        <Block
          key={blocks.length}
          text={tail}
          tail={streaming}
          citePrefix={citePrefix}
          citeMax={citeMax}
        />,
      ]
    : settledElements
  return (
    <div className="markdown" dir="auto">
      {items}
    </div>
  )
}

/**
 * The settled blocks' elements, each created once: on a frame where only the tail grew, React
 * meets the very same element objects and skips them without comparing props.
 */
function createSettledElements() {
  let elements: ReactElement[] = []
  let props = ''
  return {
    update(blocks: readonly string[], citePrefix: string | undefined, citeMax: number) {
      const key = `${citePrefix ?? ''} ${citeMax}`
      // A new citation setting, or a text that was replaced rather than extended: start over.
      if (
        key !== props ||
        elements.length > blocks.length ||
        elements.some((e, i) => (e.props as BlockProps).text !== blocks[i])
      ) {
        elements = []
        props = key
      }
      if (elements.length === blocks.length) return elements
      elements = elements.slice()
      for (let i = elements.length; i < blocks.length; i++) {
        elements.push(
          <Block
            key={i}
            text={blocks[i]!}
            tail={false}
            citePrefix={citePrefix}
            citeMax={citeMax}
          />,
        )
      }
      return elements
    },
  }
}
