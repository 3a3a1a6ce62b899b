import { DEEPSEEK_MAX_TOKENS, type ChatModel } from '@contract/chat'

export type ModelKind = 'chat' | 'reasoning' | 'search' | 'fine-tuned' | 'beam-search'

/** A model of the offline demo engine: its public listing plus how the engine behaves for it. */
export interface DemoModel extends ChatModel {
  kind: ModelKind
  context_length: number
  /**
   * Fine-tuned models answer as `<model_id>:<model_version_id>` (docs/wire-formats.md, "Chat
   * completion service", Response).
   */
  versionId?: string
}

const created = 1_767_225_600 // 2026-01-01, fixed so /v1/models is deterministic
const owned_by = 'parley-offline-demo'

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    id: 'deepseek-ai/DeepSeek-V3',
    object: 'model',
    created,
    owned_by,
    kind: 'chat',
    description: 'Offline demo chat model (deepseek family): answers locally, no real model.',
    context_length: 65_536,
    max_tokens_ceiling: DEEPSEEK_MAX_TOKENS,
  },
  {
    id: 'deepseek-ai/DeepSeek-R1',
    object: 'model',
    created,
    owned_by,
    kind: 'reasoning',
    description:
      'Offline demo reasoning model (deepseek family): streams its thinking, then answers.',
    context_length: 65_536,
    max_tokens_ceiling: DEEPSEEK_MAX_TOKENS,
  },
  {
    id: 'parley-demo/web-search',
    object: 'model',
    created,
    owned_by,
    kind: 'search',
    description:
      'Offline demo search model: cites made-up example.com sources as [1], [2]; no network.',
    context_length: 32_768,
    max_tokens_ceiling: 8_192,
  },
  {
    id: 'parley-demo/support-ft',
    object: 'model',
    created,
    owned_by,
    kind: 'fine-tuned',
    description: 'Offline demo fine-tuned model: support tone; answers as <model_id>:<version_id>.',
    context_length: 8_192,
    max_tokens_ceiling: 4_096,
    versionId: 'ftv-20260101-0001',
  },
  {
    id: 'parley-demo/beam-search',
    object: 'model',
    created,
    owned_by,
    kind: 'beam-search',
    description: 'Offline demo beam-search model: non-streaming only (stream must be false).',
    context_length: 4_096,
    max_tokens_ceiling: 2_048,
  },
]

/** Also accepts a fine-tuned model's `<model_id>:<model_version_id>`, as clients may echo it. */
export function findModel(id: string): DemoModel | undefined {
  return DEMO_MODELS.find((m) => m.id === id || (m.versionId && id === responseModelName(m)))
}

/**
 * The `model` field of a response: fine-tuned models add their version for tracing
 * (docs/wire-formats.md, "Chat completion service", Response).
 */
export function responseModelName(m: DemoModel): string {
  return m.versionId ? `${m.id}:${m.versionId}` : m.id
}

/** The /v1/models listing: the OpenAI fields plus Parley's description and limits. */
export function publicModel(m: DemoModel): ChatModel {
  return {
    id: m.id,
    object: 'model',
    created: m.created,
    owned_by: m.owned_by,
    description: m.description,
    context_length: m.context_length,
    max_tokens_ceiling: m.max_tokens_ceiling,
  }
}
