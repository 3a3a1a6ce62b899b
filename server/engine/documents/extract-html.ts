import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import { Blocks } from './collect'
import type { ExtractBounds } from './types'

/**
 * HTML (a web page, or a DOCX that mammoth turned into HTML): Mozilla's Readability keeps the
 * article and drops navigation, footers and ads; linkedom is the DOM it runs on (no browser, no
 * scripts run). Each paragraph, list item, cell or quote is a block under the headings above it.
 */

const HEADING = /^H([1-6])$/
const BLOCK = new Set(['P', 'LI', 'TD', 'TH', 'BLOCKQUOTE', 'PRE', 'DD', 'DT', 'FIGCAPTION'])
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'NAV'])

interface Node {
  nodeType: number
  nodeName: string
  textContent: string | null
  childNodes: ArrayLike<Node>
}

/** The readable part of a web page; the whole body when Readability finds no article. */
export function extractHtml(html: string, bounds: ExtractBounds, article = true): Blocks {
  const { document } = parseHTML(html)
  let root: Node = document.body ?? document.documentElement
  if (article) {
    const title = document.title?.trim()
    // Readability changes the document it reads: it gets a copy.
    const parsed = new Readability(parseHTML(html).document).parse()
    if (parsed?.content && (parsed.textContent ?? '').trim().length > 100) {
      const { document: doc } = parseHTML(`<html><body>${parsed.content}</body></html>`)
      root = doc.body
    }
    return blocksOf(root, bounds, title ? [title] : [])
  }
  return blocksOf(root, bounds, [])
}

/** Walks the tree: headings set the path, block elements give blocks, loose text is kept too. */
export function blocksOf(root: Node, bounds: ExtractBounds, top: string[]): Blocks {
  const blocks = new Blocks(bounds)
  const path: { level: number; text: string }[] = []
  const heading = () => [...top, ...path.map((h) => h.text)]
  let loose = ''
  const flush = () => {
    blocks.add(loose, null, heading())
    loose = ''
  }
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      loose += node.textContent ?? ''
      return
    }
    if (node.nodeType !== 1 || SKIP.has(node.nodeName)) return
    const level = HEADING.exec(node.nodeName)?.[1]
    if (level) {
      flush()
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
      while (path.length && path[path.length - 1]!.level >= Number(level)) path.pop()
      if (text && !(path.length === 0 && top.includes(text)))
        path.push({ level: Number(level), text })
      return
    }
    if (BLOCK.has(node.nodeName) && !hasBlockChild(node)) {
      flush()
      blocks.add((node.textContent ?? '').replace(/\s+/g, ' '), null, heading())
      return
    }
    for (const child of Array.from(node.childNodes)) walk(child)
    if (node.nodeName === 'DIV' || node.nodeName === 'SECTION' || node.nodeName === 'BR') flush()
  }
  walk(root)
  flush()
  return blocks
}

function hasBlockChild(node: Node): boolean {
  return Array.from(node.childNodes).some(
    (c) => c.nodeType === 1 && (BLOCK.has(c.nodeName) || HEADING.test(c.nodeName)),
  )
}
