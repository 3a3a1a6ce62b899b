import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import type { Options } from 'react-markdown'
import 'katex/dist/katex.min.css'

// KaTeX without `trust`: \href, \url and HTML extensions stay disabled; bad TeX shows as an error box.
export const remarkPlugins: NonNullable<Options['remarkPlugins']> = [remarkMath]
export const rehypePlugins: NonNullable<Options['remarkPlugins']> = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
]
