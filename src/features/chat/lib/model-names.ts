/**
 * Short names for model ids: the part after the last "/" ("deepseek-ai/DeepSeek-V3" ->
 * "DeepSeek-V3"). Where two ids would get the same short name, both keep their full id, so no
 * two models ever look alike.
 */
export function shortModelNames(ids: readonly string[]): Map<string, string> {
  const tail = (id: string) => id.slice(id.lastIndexOf('/') + 1) || id
  const uses = new Map<string, number>()
  for (const id of new Set(ids)) uses.set(tail(id), (uses.get(tail(id)) ?? 0) + 1)
  return new Map(ids.map((id) => [id, uses.get(tail(id))! > 1 ? id : tail(id)]))
}
