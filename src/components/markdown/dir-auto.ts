import type { Element, Root, RootContent } from 'hast'

/**
 * rehype plugin: every paragraph-level element gets dir="auto", so each paragraph, list item,
 * heading or cell takes its direction from its own first strong character. An English sentence in
 * an Arabic reply then keeps its period on the right, and an Arabic line in an English reply reads
 * right to left. (Hand-written: a ten-line tree walk, where a visitor library would add a chunk.)
 */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'blockquote',
  'dt',
  'dd',
  'th',
  'td',
  'table',
  'figcaption',
  'summary',
])

function walk(nodes: readonly (RootContent | Element)[]) {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    if (node.tagName === 'pre' || node.tagName === 'code') continue
    if (BLOCKS.has(node.tagName) && node.properties.dir === undefined) node.properties.dir = 'auto'
    walk(node.children)
  }
}

export function rehypeDirAuto() {
  return (tree: Root) => walk(tree.children)
}
