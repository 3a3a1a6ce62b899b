/**
 * A value that fits a JSON Schema, for `response_format: json_schema` and tool-call arguments.
 * Deterministic and small: the first enum value, one array item, every listed property. Strings
 * come from the question's words so the demo's JSON still says what was asked.
 */
export function exampleFor(schema: unknown, words: readonly string[], depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 8) return null
  const s = schema as Record<string, unknown>
  if ('const' in s) return s.const
  const values: unknown = s.enum
  if (Array.isArray(values) && values.length) return values[0] as unknown
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options: unknown = s[key]
    if (Array.isArray(options) && options.length) {
      const list = options as unknown[]
      const usable = list.find((o) => (o as { type?: unknown } | null)?.type !== 'null') ?? list[0]
      return exampleFor(usable, words, depth + 1)
    }
  }
  const declared: unknown = s.type
  const type = Array.isArray(declared)
    ? ((declared as unknown[]).find((t) => t !== 'null') ?? 'null')
    : declared
  const kind = type ?? (s.properties ? 'object' : s.items ? 'array' : 'string')
  switch (kind) {
    case 'object': {
      const out: Record<string, unknown> = {}
      const props = (s.properties ?? {}) as Record<string, unknown>
      for (const [name, prop] of Object.entries(props))
        out[name] = exampleFor(prop, words, depth + 1)
      return out
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 1
      return Array.from({ length: Math.max(1, Math.min(min, 3)) }, (_, i) =>
        exampleFor(s.items, words.slice(i), depth + 1),
      )
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 1
      const max = typeof s.maximum === 'number' ? s.maximum : Math.max(min, 1)
      const n = Math.min(Math.max(1, min), max)
      return kind === 'integer' ? Math.ceil(n) : n
    }
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return exampleString(s, words)
  }
}

function exampleString(s: Record<string, unknown>, words: readonly string[]): string {
  switch (s.format) {
    case 'date':
      return '2026-01-01'
    case 'date-time':
      return '2026-01-01T00:00:00Z'
    case 'email':
      return 'demo@example.com'
    case 'uri':
    case 'url':
      return 'https://example.com/'
  }
  const text = words.length ? words.slice(0, 3).join(' ') : 'demo'
  const max = typeof s.maxLength === 'number' ? s.maxLength : text.length
  return text.slice(0, Math.max(1, max))
}
