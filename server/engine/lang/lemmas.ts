/**
 * Pack words written as meanings, the question's words then the English lemma they mean, a
 * semicolon or a new line between meanings ("carro, carros: car; peso: weight"), so a broad
 * vocabulary reads as a few lines of meanings, not hundreds of one-word lines. Read once, into
 * the plain record the packs hold.
 */
export function lemmas(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split(/[\n;]/)) {
    const at = line.lastIndexOf(':')
    if (at < 0) continue
    const english = line.slice(at + 1).trim()
    for (const w of line.slice(0, at).split(','))
      if (w.trim()) out[w.trim().toLowerCase()] = english
  }
  return out
}
