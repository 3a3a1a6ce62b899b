/**
 * Closes what the unfinished tail leaves open so it renders as it will look when complete: an
 * unclosed code fence or `$$` block, a half-typed link, and unbalanced `**`, `*`, `~~` and inline
 * code on the last line.
 */
export function repairTail(block: string): string {
  const fenceMatches = block.match(/^\s{0,3}(`{3,}|~{3,})/gm) ?? []
  if (fenceMatches.length % 2 === 1) {
    const marker = fenceMatches[0]!.trim()
    return `${block}${block.endsWith('\n') ? '' : '\n'}${marker}`
  }
  if ((block.match(/^\s*\$\$\s*$/gm) ?? []).length % 2 === 1)
    return `${block}${block.endsWith('\n') ? '' : '\n'}$$`
  // `[label](https://exa` shows as its label until the URL is complete.
  let tail = block.replace(/\[([^\]\n]*)\]\([^)\s]*$/, '$1')
  const count = (re: RegExp) => (tail.match(re) ?? []).length
  if (count(/`/g) % 2 === 1) tail += '`'
  if (count(/\*\*/g) % 2 === 1) tail += '**'
  if (count(/~~/g) % 2 === 1) tail += '~~'
  if (count(/(?<![*\w])\*(?![*\s])/g) > count(/(?<![*\s])\*(?![*\w])/g)) tail += '*'
  return tail
}

/**
 * Turns citation markers `[n]` into links to `#<prefix>-n`, leaving code (fenced or inline) and
 * real links (`[n](...)`, `[n]:`) alone.
 */
export function linkCitations(block: string, prefix: string, max: number): string {
  if (/^\s{0,3}(`{3,}|~{3,})/.test(block)) return block
  return block
    .split(/(`[^`\n]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/\[(\d{1,3})\](?![(:[])/g, (whole, n: string) => {
            const index = Number(n)
            return index >= 1 && index <= max ? `[${n}](#${prefix}-${n})` : whole
          }),
    )
    .join('')
}
