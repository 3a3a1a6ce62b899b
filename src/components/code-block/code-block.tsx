import { createElement, memo, useMemo, type ReactNode } from 'react'
import type { Root, RootContent } from 'hast'
import { CopyButton } from '@/components/copy-button/copy-button'
import { useT } from '@/lib/i18n/use-t'
import { lazyModule, useLazyModule } from '@/components/markdown/lazy-module'

const highlighter = lazyModule(() => import('./highlight'))

// Highlighting a huge block at once would stall the page; it stays plain past this size.
const MAX_HIGHLIGHT = 60_000

function renderTree(nodes: readonly RootContent[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.value
    if (node.type !== 'element') return null
    const className = Array.isArray(node.properties.className)
      ? node.properties.className.join(' ')
      : undefined
    return createElement(node.tagName, { key: i, className }, ...renderTree(node.children))
  })
}

interface CodeBlockProps {
  code: string
  language: string
  /** False while the fence is still streaming: plain text is cheap, highlight once it closes. */
  highlight: boolean
  /** The copy button's words; the shell catalog's "Copy code" and "Copied" by default. */
  copyLabel?: string
  copiedLabel?: string
}

/** A fenced code block: language label, copy button, lazily loaded highlighting. */
export const CodeBlock = memo(function CodeBlock({
  code,
  language,
  highlight,
  copyLabel,
  copiedLabel,
}: CodeBlockProps) {
  const t = useT()
  const module = useLazyModule(
    highlighter,
    highlight && code.length <= MAX_HIGHLIGHT && language !== '',
  )
  const tree: Root | null = useMemo(
    () => module?.highlight(code, language) ?? null,
    [module, code, language],
  )
  const lines = code.split('\n').length
  return (
    // Code reads left to right inside a right-to-left reply too.
    <figure className="code-block" dir="ltr">
      <figcaption className="code-block-bar">
        <span className="code-block-lang">{language || t('code.plain')}</span>
        <span className="code-block-lines">{t('code.lines', { count: lines })}</span>
        <CopyButton
          text={code}
          label={copyLabel ?? t('code.copy')}
          copiedLabel={copiedLabel ?? t('code.copied')}
          className="code-block-copy"
        />
      </figcaption>
      {/* Focusable, so a long line scrolls sideways from the keyboard too. */}
      <pre tabIndex={0}>
        <code className={language ? `hljs language-${language}` : 'hljs'}>
          {tree ? renderTree(tree.children) : code}
        </code>
      </pre>
    </figure>
  )
})
