import pluralize from 'pluralize'

/**
 * What one row of the table is, when the description says so: "one row per county", "each row
 * is a passenger", "32 car models, one row each", "每行一个县".
 */

const WORDS = "[\\p{L}'-]+(?:[ \\t]+[\\p{L}'-]+){0,3}"
const PER = new RegExp(
  `\\b(?:one|a|1|single)[ \\t]+(?:row|line|record|observation|entry)[ \\t]+(?:per|for[ \\t]+(?:each|every|one|a|an))[ \\t]+(${WORDS})`,
  'iu',
)
const EACH = new RegExp(
  `\\b(?:each|every|a|one)[ \\t]+(?:row|record|line|observation)[ \\t]+(?:is|represents|describes|corresponds[ \\t]+to|stands[ \\t]+for|holds|covers|gives)[ \\t]+(?:(?:data|information|values|figures)[ \\t]+(?:for|on|about)[ \\t]+)?(?:(?:one|a|an|the|single|individual)[ \\t]+)?(${WORDS})`,
  'iu',
)
const ROWS_ARE = new RegExp(`\\brows[ \\t]+(?:are|represent)[ \\t]+(${WORDS})`, 'iu')
const EACH_ROW = /\b(?:one|a|1)[ \t]+(?:row|line|record)[ \t]+(?:each|apiece)\b/i
const COUNTED = new RegExp(
  `(?<![\\p{L}\\d–-])(?:\\d[\\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousands)[ \\t]+(${WORDS})`,
  'giu',
)
const CHINESE =
  /每(?:一)?(?:行|条记录|条)(?:数据)?(?:是|代表|表示|为|对应|记录)?(?:一个|一位|一名|一家|一条|一座|一所|一种|一|个)?(\p{Script=Han}{1,8})/u
const STOPS = new Set(
  (
    'from in of on with between over during for and or that which who by at to across per each ' +
    'one is are was were where the a an as since covering recorded listed observed surveyed sampled ' +
    'in its their this these'
  ).split(' '),
)
const ADJECTIVES = new Set(['single', 'individual', 'unique', 'distinct', 'different', 'separate'])
const NOT_NOUNS = new Set(['row', 'line', 'record', 'column', 'value', 'data', 'entry', 'table'])

function nounOf(phrase: string): string | undefined {
  const words: string[] = []
  for (const w of phrase.toLowerCase().split(/\s+/)) {
    if (STOPS.has(w) || words.length >= 3) break
    if (words.length === 0 && ADJECTIVES.has(w)) continue
    words.push(w.replace(/^'+|'+$/g, ''))
  }
  const last = words.pop()
  if (!last) return undefined
  const noun = [...words, pluralize.singular(last)].join(' ')
  return NOT_NOUNS.has(noun) ? undefined : noun
}

/** "32 car models from 1974, one row each": the counted noun nearest before "one row each". */
function countedBefore(text: string, at: number): string | undefined {
  const clauseStart = Math.max(
    text.lastIndexOf('. ', at),
    text.lastIndexOf('\n', at),
    text.lastIndexOf(';', at),
    text.lastIndexOf(':', at),
    Math.max(0, at - 300),
  )
  // Bracketed asides ("(1973–74 Motor Trend)") hold dates and sources, not the rows' noun.
  const clause = text.slice(clauseStart, at).replace(/[(（][^()（）]*[)）]/g, ' ')
  let noun: string | undefined
  for (const m of clause.matchAll(COUNTED)) noun = nounOf(m[1]!) ?? noun
  if (noun) return noun
  // "Cars, one row each."
  const last = /([\p{L}'-]+)[\s,(—–-]*$/u.exec(clause)?.[1]
  return last && pluralize.isPlural(last) ? nounOf(last) : undefined
}

export function rowNounOf(text: string): string | undefined {
  const found: Array<[number, string | undefined]> = []
  for (const re of [PER, EACH, ROWS_ARE]) {
    const m = re.exec(text)
    if (m) found.push([m.index, nounOf(m[1]!)])
  }
  const each = EACH_ROW.exec(text)
  if (each) found.push([each.index, countedBefore(text, each.index)])
  const zh = CHINESE.exec(text)
  if (zh) found.push([zh.index, zh[1]!.split(/的|，|。/)[0]])
  found.sort((a, b) => a[0] - b[0])
  return found.find(([, noun]) => noun)?.[1]
}
