import { common, createLowlight } from 'lowlight'

/** highlight.js grammars (the common set) through lowlight: a syntax tree, never an HTML string. */
const lowlight = createLowlight(common)

export function highlight(code: string, language: string) {
  if (!language || !lowlight.registered(language)) return null
  return lowlight.highlight(language, code)
}
