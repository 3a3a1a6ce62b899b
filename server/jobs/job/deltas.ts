/**
 * Splits text into the MESSAGE deltas of a stream: a few words each, with the whitespace around
 * them, so the deltas concatenate to exactly the text. Pure.
 */
export function toDeltas(text: string, wordsPerDelta = 4): string[] {
  const words = text.match(/\s*\S+\s*/g)
  if (!words) return text ? [text] : []
  const out: string[] = []
  for (let i = 0; i < words.length; i += wordsPerDelta)
    out.push(words.slice(i, i + wordsPerDelta).join(''))
  return out
}
