import type { ChatMessage } from '@contract/chat'
import { countTextTokens } from '../tokens'

/** What the demo engine reads from a conversation before it writes a reply. */
export interface Question {
  /** The message being answered: the last user message, or the tool result that ends the list. */
  text: string
  /** A heading built from the question's first sentence. */
  title: string
  /** The question on one line, shortened for quoting. */
  topic: string
  /** Up to five content words, most frequent first. */
  keywords: string[]
  words: number
  chars: number
  tokens: number
  /** 1-based count of user turns so far. */
  turn: number
  hasSystem: boolean
  fromTool: boolean
  wantsCode: boolean
  language: CodeLanguage
  wantsMath: boolean
}

export type CodeLanguage =
  'python' | 'typescript' | 'javascript' | 'go' | 'rust' | 'java' | 'sql' | 'bash' | 'ruby'

// Order matters: "javascript" must win over "java", "typescript" over a bare "ts".
const LANGUAGES: { lang: CodeLanguage; pattern: RegExp }[] = [
  { lang: 'typescript', pattern: /\b(typescript|tsx?|deno)\b/i },
  { lang: 'javascript', pattern: /\b(javascript|js|node(\.?js)?|react)\b/i },
  { lang: 'python', pattern: /\b(python|py|pandas|numpy|django|flask)\b/i },
  { lang: 'rust', pattern: /\b(rust|cargo)\b/i },
  { lang: 'go', pattern: /\b(golang|go (code|function|program|module)|in go)\b/i },
  { lang: 'java', pattern: /\b(java|jvm|spring boot)\b/i },
  { lang: 'sql', pattern: /\b(sql|postgres(ql)?|sqlite|mysql|duckdb|select .+ from)\b/i },
  { lang: 'bash', pattern: /\b(bash|shell|zsh|sh script|command line|terminal)\b/i },
  { lang: 'ruby', pattern: /\b(ruby|rails)\b/i },
]

const CODE_WORDS =
  /\b(code|coding|function|script|program|implement(ation)?|snippet|class|method|regex|query|algorithm|api|parse|parser|refactor|bug|compile)\b/i
const MATH_WORDS =
  /\b(math|formula|equation|integral|derivative|probability|statistics?|mean|average|variance|interest|proof|theorem|calculate|compute|solve|sum|ratio)\b|[=^√∑∫]/i

const STOPWORDS = new Set(
  (
    'a an the and or but if then else of to in on at by for with about from into over under is are ' +
    'was were be been being am do does did have has had can could would should will shall may might ' +
    'must i me my we our you your he she it its they them their this that these those what which who ' +
    'whom whose how why when where there here not no yes so as than too very just also please tell ' +
    'show give make write explain describe help want need like get use using some any all each more ' +
    'most other such only own same both few many much one two let lets thanks thank hi hello hey ' +
    'best good better great new way ways thing things really'
  ).split(' '),
)

/** `knownTokens`: the question's token count when the caller has counted it already. */
export function analyseQuestion(messages: readonly ChatMessage[], knownTokens?: number): Question {
  const last = messages[messages.length - 1]
  const fromTool = last?.role === 'tool' || last?.role === 'function'
  const userMessages = messages.filter((m) => m.role === 'user')
  const source = fromTool ? last : userMessages[userMessages.length - 1]
  const text = (source?.content ?? '').trim()
  const oneLine = text.replace(/\s+/g, ' ')
  const words = oneLine ? oneLine.split(' ').length : 0
  const language = LANGUAGES.find((l) => l.pattern.test(text))?.lang
  return {
    text,
    title: titleOf(oneLine, fromTool),
    topic: shorten(oneLine, 80) || 'an empty message',
    keywords: keywordsOf(text),
    words,
    chars: text.length,
    tokens: knownTokens ?? countTextTokens(text),
    turn: Math.max(1, userMessages.length),
    hasSystem: messages.some((m) => m.role === 'system'),
    fromTool,
    wantsCode: CODE_WORDS.test(text) || language !== undefined,
    language: language ?? 'python',
    wantsMath: MATH_WORDS.test(text),
  }
}

const MAX_KEYWORD_LENGTH = 40

export function keywordsOf(text: string, limit = 5): string[] {
  const counts = new Map<string, { count: number; first: number }>()
  const matches = text.toLowerCase().match(/\p{L}[\p{L}\p{N}+#'-]*/gu) ?? []
  matches.forEach((raw, index) => {
    const word = raw.replace(/['-]+$/, '')
    // A "word" of 40k characters (CJK without punctuation, base64) is no keyword, and quoting it
    // in the reply would make the reply as large as the question.
    if (word.length < 3 || word.length > MAX_KEYWORD_LENGTH || STOPWORDS.has(word)) return
    const seen = counts.get(word)
    if (seen) seen.count++
    else counts.set(word, { count: 1, first: index })
  })
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, limit)
    .map(([word]) => word)
}

function titleOf(oneLine: string, fromTool: boolean): string {
  if (fromTool) return 'What the tool returned'
  const firstSentence = oneLine.split(/(?<=[.?!])\s/)[0] ?? ''
  const cleaned = firstSentence.replace(/[?.!:]+$/, '').replace(/[#*`_[\]<>]/g, '')
  const title = shorten(cleaned, 60)
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : 'Your question'
}

/** Cuts at a word boundary and marks the cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}
