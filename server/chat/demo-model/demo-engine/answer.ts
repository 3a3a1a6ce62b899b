import type { SearchResult } from '@contract/chat'
import { codeSample } from './code-samples'
import { formulaFor } from './formulas'
import type { CodeLanguage, Question } from './question'
import type { Rng } from './rng'

export type Persona = 'chat' | 'reasoning' | 'fine-tuned' | 'beam'

export interface AnswerOptions {
  modelId: string
  persona: Persona
  /** Present for the search model: key points cite these as [1], [2], ... */
  sources: readonly SearchResult[] | null
}

const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  python: 'Python',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  go: 'Go',
  rust: 'Rust',
  java: 'Java',
  sql: 'SQL',
  bash: 'Bash',
  ruby: 'Ruby',
}

const RUN_HINTS: Record<CodeLanguage, string> = {
  python: 'Save it as `keywords.py` and run `python3 keywords.py`.',
  typescript: 'Run it with `npx tsx keywords.ts`.',
  javascript: 'Run it with `node keywords.mjs`.',
  go: 'Run it with `go run keywords.go`.',
  rust: 'Put it in `src/main.rs` of a new crate and run `cargo run`.',
  java: 'Run it with `java KeywordCounts.java` (Java 11 or later).',
  sql: 'It expects a table `notes(id, body)`; adapt the names to your schema.',
  bash: 'Run it as `bash keywords.sh notes/*.md`.',
  ruby: 'Run it with `ruby keywords.rb`.',
}

const POINT_TEMPLATES = [
  (k: string) =>
    `state what **${k}** means in your setting; two meanings of one word cause most confusion`,
  (k: string) => `find a small, concrete example of **${k}** that you can check by hand`,
  (k: string) =>
    `name the constraint that matters most for **${k}** (time, cost, accuracy) and rank options by it`,
  (k: string) =>
    `compare **${k}** with its nearest alternative; the differences teach more than the definition`,
  (k: string) =>
    `note what would change your mind about **${k}**: that tells you which evidence to collect`,
]

export function languageName(lang: CodeLanguage): string {
  return LANGUAGE_NAMES[lang]
}

/** The visible answer: markdown with headings, lists, a table, math and, when asked, code. */
export function composeAnswer(q: Question, opts: AnswerOptions, rng: Rng): string {
  const cite = citer(opts.sources)
  const parts: string[] = [
    `## ${q.title}`,
    `> **Parley offline demo** · \`${opts.modelId}\` — composed locally from your question; no language model was called. Use it to try the interface, not as advice.`,
    intro(q, opts, cite),
    '### Key points',
    keyPoints(q, rng, cite),
    '### How to approach it',
    steps(q),
    '### Your question in numbers',
    numbersTable(q, opts.persona),
    ...formulaSection(q),
  ]
  if (q.wantsCode) {
    parts.push(
      `### Example in ${LANGUAGE_NAMES[q.language]}`,
      `A small program that counts the keywords of your question in a text:`,
      '```' + q.language + '\n' + codeSample(q.language, q.keywords) + '\n```',
      RUN_HINTS[q.language],
    )
  }
  parts.push('### Next steps', nextSteps(q, opts.persona))
  return parts.join('\n\n')
}

function intro(q: Question, opts: AnswerOptions, cite: (i: number) => string): string {
  const opening = q.fromTool
    ? `The tool returned ${q.chars} characters (${q.tokens} tokens). Its main terms are ${list(q.keywords)}.`
    : `You asked: *${q.topic.replace(/\*/g, '')}*`
  const notes: string[] = []
  if (opts.persona === 'fine-tuned') {
    notes.push('Thanks for reaching out — happy to help with this.')
  }
  if (q.turn > 1) notes.push(`This is turn ${q.turn} of the conversation.`)
  if (q.hasSystem) {
    notes.push('A system message is present; the demo notes it but cannot follow it.')
  }
  if (opts.sources?.length) {
    notes.push(
      `The search found ${opts.sources.length} sources${cite(0)}${cite(1)}; markers like [1] point to them.`,
    )
  }
  if (opts.persona === 'beam') {
    notes.push('Beam search (width 4) kept the highest-scoring of four candidate outlines.')
  }
  return notes.length ? `${opening}\n\n${notes.join(' ')}` : opening
}

function keyPoints(q: Question, rng: Rng, cite: (i: number) => string): string {
  const keywords = q.keywords.length ? q.keywords : ['your question']
  const start = rng.int(0, POINT_TEMPLATES.length - 1)
  return keywords
    .slice(0, 4)
    .map((k, i) => {
      const template = POINT_TEMPLATES[(start + i) % POINT_TEMPLATES.length]!
      const sentence = template(k)
      return `- ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${cite(i)}`
    })
    .join('\n')
}

function steps(q: Question): string {
  const main = q.keywords[0] ?? 'the topic'
  const items = [
    `Write the question in one sentence and underline **${main}**.`,
    'List what you already know and what you still need to find out.',
    q.wantsCode
      ? 'Start from the small program below and change one thing at a time.'
      : 'Try the simplest answer first, then check it against one real case.',
    'Keep notes of what worked; they make the follow-up questions sharper.',
  ]
  return items.map((s, i) => `${i + 1}. ${s}`).join('\n')
}

function numbersTable(q: Question, persona: Persona): string {
  const rows: [string, string][] = [
    ['Words', String(q.words)],
    ['Characters', String(q.chars)],
    ['Tokens (o200k)', String(q.tokens)],
    ['Keywords', q.keywords.length ? q.keywords.map((k) => `\`${k}\``).join(', ') : '—'],
    ['Turn', String(q.turn)],
  ]
  if (persona === 'beam') rows.push(['Beam width', '4'])
  return ['| Measure | Value |', '| --- | ---: |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join(
    '\n',
  )
}

function formulaSection(q: Question): string[] {
  const formula = formulaFor(q)
  const ratio = q.words ? (q.tokens / q.words).toFixed(2) : '0'
  return [
    `### ${formula.name}`,
    `Your question has $t = ${q.tokens}$ tokens and $w = ${q.words}$ words, so $r = t / w \\approx ${ratio}$.`,
    `$$\n${formula.tex}\n$$`,
    `**Symbols:** ${formula.legend}`,
  ]
}

function nextSteps(q: Question, persona: Persona): string {
  const items = [
    q.wantsCode
      ? `Ask for the same example in another language, e.g. "…in ${q.language === 'rust' ? 'Go' : 'Rust'}".`
      : 'Ask for code: name a language, e.g. "show it in Python".',
    q.wantsMath
      ? 'Ask for a worked example with your own numbers.'
      : 'Ask for the math: words like "formula" or "probability" pick a relevant one.',
    'For real answers, set a chat base URL and key in Settings (or run the server with `CHAT_UPSTREAM_URL`).',
  ]
  const closing = persona === 'fine-tuned' ? '\n\nIs there anything else I can help with?' : ''
  return items.map((s) => `- ${s}`).join('\n') + closing
}

function citer(sources: readonly SearchResult[] | null): (i: number) => string {
  if (!sources?.length) return () => ''
  return (i) => ` [${sources[i % sources.length]!.index}]`
}

function list(words: readonly string[]): string {
  if (words.length === 0) return 'not clear from the text'
  return words.map((w) => `**${w}**`).join(', ')
}
