import { jsonrepair } from 'jsonrepair'
import { z } from 'zod'
import { PlanAnswerBody } from './plan-answer'

/**
 * What the model answers. On the wire it is one flat object with an `answer` discriminator, which
 * grammar-constrained servers (llama.cpp, Ollama) handle better than a top-level anyOf; after
 * parsing it is narrowed to the union. `sql` and `cannot` have fixed shapes; `plan` is ours.
 */

export const ChartChoice = z.object({
  kind: z.enum(['bar', 'line', 'none']),
  /** The result column on the category or time axis. */
  x: z.string().optional(),
  /** The numeric result column. */
  y: z.string().optional(),
})
export type ChartChoice = z.infer<typeof ChartChoice>

const Wire = z.object({
  answer: z.enum(['sql', 'plan', 'cannot']),
  sql: z.string().optional(),
  restatement: z.string().optional(),
  reason: z.string().optional(),
  plan: PlanAnswerBody.optional(),
  chart: ChartChoice.optional(),
  /** Optional sentences about the answer; every number in them is checked against the result. */
  narration: z.string().optional(),
})

export type ModelAnswer =
  | { answer: 'sql'; sql: string; restatement: string; chart?: ChartChoice; narration?: string }
  | {
      answer: 'plan'
      plan: PlanAnswerBody
      restatement: string
      chart?: ChartChoice
      narration?: string
    }
  | { answer: 'cannot'; reason: string }

/** The JSON schema sent as response_format.json_schema.schema. */
export const ANSWER_JSON_SCHEMA = z.toJSONSchema(Wire, { target: 'draft-7' })

export class AnswerFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AnswerFormatError'
  }
}

/**
 * The first JSON object in a model's reply. Models without structured output wrap it in code
 * fences or prose, or leave trailing commas; jsonrepair (a kept library) mends the JSON itself,
 * this function only cuts the object out of the surrounding text.
 */
function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)
  const body = fenced?.[1] ?? text
  const start = body.indexOf('{')
  const end = body.lastIndexOf('}')
  if (start < 0 || end <= start)
    throw new AnswerFormatError('the reply is not valid JSON: it holds no object')
  const slice = body.slice(start, end + 1)
  try {
    return JSON.parse(slice)
  } catch {
    try {
      return JSON.parse(jsonrepair(slice))
    } catch {
      throw new AnswerFormatError('the reply is not valid JSON')
    }
  }
}

export function parseAnswer(text: string): ModelAnswer {
  const parsed = Wire.safeParse(extractJson(text))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new AnswerFormatError(
      `the reply does not match the answer schema${issue ? ` (${issue.path.join('.') || 'answer'}: ${issue.message})` : ''}`,
    )
  }
  const a = parsed.data
  const restatement = a.restatement?.trim() ?? ''
  const extra = {
    ...(a.chart ? { chart: a.chart } : {}),
    ...(a.narration?.trim() ? { narration: a.narration.trim() } : {}),
  }
  switch (a.answer) {
    case 'sql':
      if (!a.sql?.trim()) throw new AnswerFormatError('an "sql" answer without SQL')
      return { answer: 'sql', sql: a.sql.trim(), restatement, ...extra }
    case 'plan':
      if (!a.plan) throw new AnswerFormatError('a "plan" answer without a plan')
      return { answer: 'plan', plan: a.plan, restatement, ...extra }
    case 'cannot':
      return { answer: 'cannot', reason: a.reason?.trim() || restatement }
  }
}
