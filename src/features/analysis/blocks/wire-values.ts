/** Reading loosely typed wire content: the service's JSON is checked field by field, never cast. */
export type Obj = Record<string, unknown>

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
