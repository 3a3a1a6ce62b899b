/**
 * The words a reply says it could not place in the data, so the workspace can ask what they mean
 * here. The local engine writes them in one of a few sentences per output language
 * (server/engine/say/: reply.notUnderstood, reply.cannotCompute, reply.cannotSelect); any other
 * service's replies simply offer nothing.
 */
const SENTENCES: RegExp[] = [
  /Words I could not place: (.+?)\.?$/m,
  /nothing in it measures (.+?), so I will not give a number/,
  /nothing in it says which rows (?:are|were) (.+?), so I will not give a number/,
  /我无法对应到数据的词：(.+?)。/,
  /其中没有衡量“(.+?)”的数据/,
  /其中没有数据说明哪些行属于“(.+?)”/,
  /كلمات لم أستطع ربطها بالبيانات: (.+?)\.?$/m,
  /لا شيء فيه يقيس (.+?)، لذلك/,
]

/** At most this many offers per reply: more would crowd the suggestions. */
const MAX_WORDS = 5

export function unplacedWords(text: string): string[] {
  const found: string[] = []
  for (const sentence of SENTENCES) {
    const m = sentence.exec(text)
    if (!m?.[1]) continue
    for (const raw of m[1].split(/\s*[,，、]\s*/)) {
      const word = raw.trim().replace(/^["“”']+|["“”']+$/g, '')
      // A number or a comparison ("above 15") is a condition, not a name to teach.
      if (!word || /\d/.test(word) || word.length > 100) continue
      if (!found.some((w) => w.toLowerCase() === word.toLowerCase())) found.push(word)
    }
  }
  return found.slice(0, MAX_WORDS)
}
