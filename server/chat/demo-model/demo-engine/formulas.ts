import type { Question } from './question'

export interface Formula {
  name: string
  /** LaTeX for a $$...$$ display block. */
  tex: string
  /** One line on what the symbols mean. */
  legend: string
}

// Picked by the first pattern the question matches, so a question about interest gets the
// compound-interest formula rather than a generic one.
const LIBRARY: { pattern: RegExp; formula: Formula }[] = [
  {
    pattern: /\b(interest|compound|loan|invest\w*|savings?)\b/i,
    formula: {
      name: 'Compound interest',
      tex: 'A = P\\left(1 + \\frac{r}{n}\\right)^{n t}',
      legend: '$P$ principal, $r$ yearly rate, $n$ compounding periods per year, $t$ years.',
    },
  },
  {
    pattern: /\b(bayes\w*|probabilit\w*|odds|likelihood|chance)\b/i,
    formula: {
      name: "Bayes' rule",
      tex: 'P(A \\mid B) = \\frac{P(B \\mid A)\\, P(A)}{P(B)}',
      legend: '$P(A)$ prior, $P(B \\mid A)$ likelihood, $P(A \\mid B)$ posterior.',
    },
  },
  {
    pattern: /\b(variance|deviation|spread|std)\b/i,
    formula: {
      name: 'Sample variance',
      tex: 's^2 = \\frac{1}{n - 1} \\sum_{i=1}^{n} \\left(x_i - \\bar{x}\\right)^2',
      legend: '$x_i$ observations, $\\bar{x}$ their mean, $n$ the sample size.',
    },
  },
  {
    pattern: /\b(mean|average|statistic\w*)\b/i,
    formula: {
      name: 'Arithmetic mean',
      tex: '\\bar{x} = \\frac{1}{n} \\sum_{i=1}^{n} x_i',
      legend: '$x_i$ observations, $n$ how many there are.',
    },
  },
  {
    pattern: /\b(quadratic|equation|roots?|solve|polynomial)\b/i,
    formula: {
      name: 'Quadratic formula',
      tex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
      legend: 'roots of $a x^2 + b x + c = 0$ with $a \\neq 0$.',
    },
  },
  {
    pattern: /\b(triangle|distance|pythagor\w*|geometry|hypotenuse)\b/i,
    formula: {
      name: 'Euclidean distance',
      tex: 'd = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}',
      legend: 'distance between the points $(x_1, y_1)$ and $(x_2, y_2)$.',
    },
  },
  {
    pattern: /\b(growth|exponential|decay|population|half-life)\b/i,
    formula: {
      name: 'Exponential growth',
      tex: 'N(t) = N_0 \\, e^{k t}',
      legend: '$N_0$ starting amount, $k$ growth rate (negative for decay), $t$ time.',
    },
  },
]

const TOKEN_RULE: Formula = {
  name: 'Tokens per word',
  tex: '\\text{tokens} \\approx r \\cdot \\text{words}, \\qquad r = \\frac{t}{w}',
  legend: '$t$ tokens and $w$ words of a text; for English prose $r$ is often about 1.3.',
}

export function formulaFor(q: Question): Formula {
  if (!q.wantsMath) return TOKEN_RULE
  return LIBRARY.find((entry) => entry.pattern.test(q.text))?.formula ?? TOKEN_RULE
}
