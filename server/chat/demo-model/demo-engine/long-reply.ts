import { codeSample } from './code-samples'
import type { CodeLanguage } from './question'
import { createRng, type Rng } from './rng'

/**
 * The long benchmark reply: varied markdown (headings, prose with inline code and math, lists,
 * tables, fenced code in several languages, display math, quotes), cut to exactly `size`
 * characters. Only BMP characters are used, so the text can be split at any index.
 * Deterministic per size; memoised because 200 concurrent bench streams ask for the same text.
 */
export function longReply(size: number): string {
  const cached = cache.get(size)
  if (cached !== undefined) return cached
  const rng = createRng(size)
  const parts: string[] = [
    '# Benchmark reply',
    '> **Parley offline demo** — a long, generated markdown document for benchmarks; the content is filler by design.',
  ]
  let length = parts.join('\n\n').length
  for (let section = 1; length < size; section++) {
    const block = SECTIONS[(section - 1) % SECTIONS.length]!(rng, section)
    parts.push(block)
    length += block.length + 2
  }
  const text = parts.join('\n\n').slice(0, size)
  if (cache.size >= 8) cache.delete(cache.keys().next().value!)
  cache.set(size, text)
  return text
}

const cache = new Map<number, string>()

const WORDS = (
  'stream token render parser buffer layout chunk latency markdown table column value ' +
  'request reply model client server cache index query result signal window frame budget ' +
  'measure sample median outlier retry timeout header payload schema field record batch'
).split(' ')

const LANGS: CodeLanguage[] = ['typescript', 'python', 'sql', 'rust', 'go', 'bash', 'java', 'ruby']

const FORMULAS = [
  '\\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i',
  's^2 = \\frac{1}{n - 1} \\sum_{i=1}^{n} (x_i - \\bar{x})^2',
  'P(A \\mid B) = \\frac{P(B \\mid A) P(A)}{P(B)}',
  'T_{p99} = \\inf \\{ t : F(t) \\ge 0.99 \\}',
  '\\text{throughput} = \\frac{\\text{bytes}}{\\Delta t}',
]

function sentence(rng: Rng): string {
  const n = rng.int(8, 16)
  const words = Array.from({ length: n }, () => rng.pick(WORDS))
  const at = rng.int(1, n - 1)
  const decorations = [
    `**${words[at]}**`,
    `\`${words[at]}()\``,
    `$x_{${at}}$`,
    `*${words[at]}*`,
    words[at]!,
  ]
  words[at] = rng.pick(decorations)
  const text = words.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${rng.pick(['.', '.', '.', ';', ' —', ':'])}`
}

function paragraph(rng: Rng): string {
  return Array.from({ length: rng.int(3, 6) }, () => sentence(rng)).join(' ')
}

const SECTIONS: ((rng: Rng, n: number) => string)[] = [
  (rng, n) => `## Section ${n}: ${rng.pick(WORDS)} and ${rng.pick(WORDS)}\n\n${paragraph(rng)}`,
  (rng) => Array.from({ length: rng.int(3, 6) }, () => `- ${sentence(rng)}`).join('\n'),
  (rng) => {
    const rows = Array.from({ length: rng.int(3, 8) }, (_, i) => {
      const ms = (rng.next() * 100).toFixed(1)
      return `| ${i + 1} | ${rng.pick(WORDS)} | ${ms} | ${rng.int(1, 9999)} |`
    })
    return ['| # | Name | ms | Count |', '| ---: | --- | ---: | ---: |', ...rows].join('\n')
  },
  (rng, n) => {
    const lang = LANGS[Math.floor(n / SECTIONS.length) % LANGS.length]!
    return '```' + lang + '\n' + codeSample(lang, [rng.pick(WORDS), rng.pick(WORDS)]) + '\n```'
  },
  (rng) => `${paragraph(rng)}\n\n$$\n${rng.pick(FORMULAS)}\n$$`,
  (rng) => Array.from({ length: rng.int(3, 5) }, (_, i) => `${i + 1}. ${sentence(rng)}`).join('\n'),
  (rng) => `> ${sentence(rng)} ${sentence(rng)}\n\n${paragraph(rng)}`,
  (rng, n) =>
    `### Notes ${n}\n\n${paragraph(rng)} Café, naïve, ±${rng.int(1, 9)}% — and × for scale.`,
]
