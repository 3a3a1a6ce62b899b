import type { KeyGrant } from '../config'

/** Whether a key may use a model (a key limited to models names them; docs/api-keys.md). */
export function mayUseModel(grant: KeyGrant, model: string): boolean {
  return grant.models === null || grant.models.includes(model)
}
