/**
 * Splits markdown into top-level blocks at blank lines outside fenced code, so a streaming reply can
 * keep every settled block as it is and re-render only the last one.
 */
export function splitBlocks(text: string): string[] {
  const blocks: string[] = []
  const lines = text.split('\n')
  let current: string[] = []
  let fence: string | null = null
  for (const line of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null
    }
    if (fence === null && line.trim() === '' && current.length > 0) {
      // A blank line inside a list or table continuation stays with its block only if the next
      // line is indented; that case is rare in replies, and splitting there only loosens spacing.
      blocks.push(current.join('\n'))
      current = []
      continue
    }
    if (fence === null && line.trim() === '' && current.length === 0) continue
    current.push(line)
  }
  if (current.length) blocks.push(current.join('\n'))
  return blocks
}

/**
 * Closes what the unfinished tail leaves open so it renders as it will look when complete: an
 * unclosed code fence, and unbalanced `**`, `_`/`*` emphasis, `~~` and inline code on the last line.
 */
export function repairTail(block: string): string {
  const fenceMatches = block.match(/^\s{0,3}(`{3,}|~{3,})/gm) ?? []
  if (fenceMatches.length % 2 === 1) {
    const marker = fenceMatches[0]!.trim()
    return `${block}${block.endsWith('\n') ? '' : '\n'}${marker}`
  }
  let tail = block
  const count = (re: RegExp) => (tail.match(re) ?? []).length
  if (count(/`/g) % 2 === 1) tail += '`'
  if (count(/\*\*/g) % 2 === 1) tail += '**'
  if (count(/~~/g) % 2 === 1) tail += '~~'
  if (count(/(?<![*\w])\*(?![*\s])/g) > count(/(?<![*\s])\*(?![*\w])/g)) tail += '*'
  return tail
}
