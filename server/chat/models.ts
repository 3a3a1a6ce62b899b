import type { ChatModel } from '@contract/chat'
import { DEEPSEEK_MAX_TOKENS } from '@contract/chat'

/** How the demo engine behaves for a model. */
export interface DemoModel extends ChatModel {
  reasoning: boolean
  search: boolean
  beamSearch: boolean
  /** Fine-tuned models answer with `<model_id>:<model_version_id>`. */
  versionId?: string
}

const created = 1_767_225_600 // 2026-01-01, fixed so /v1/models is deterministic

export const DEMO_MODELS: DemoModel[] = [
  {
    id: 'deepseek-ai/DeepSeek-V3',
    object: 'model',
    created,
    owned_by: 'parley-demo',
    description: 'Offline demo chat model (deepseek family)',
    context_length: 65_536,
    max_tokens_ceiling: DEEPSEEK_MAX_TOKENS,
    reasoning: false,
    search: false,
    beamSearch: false,
  },
  {
    id: 'deepseek-ai/DeepSeek-R1',
    object: 'model',
    created,
    owned_by: 'parley-demo',
    description: 'Offline demo reasoning model (deepseek family): thinks first, then answers',
    context_length: 65_536,
    max_tokens_ceiling: DEEPSEEK_MAX_TOKENS,
    reasoning: true,
    search: false,
    beamSearch: false,
  },
]

export function findModel(id: string): DemoModel | undefined {
  return DEMO_MODELS.find((m) => m.id === id)
}

export function publicModel(m: DemoModel): ChatModel {
  const { reasoning: _r, search: _s, beamSearch: _b, versionId: _v, ...rest } = m
  return rest
}
