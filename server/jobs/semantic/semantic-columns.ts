import { isDocumentType } from '@contract/jobs'
import { MAX_LISTED_VALUES, type SemanticRole } from '@contract/semantic-limits'
import type { DatasetColumn, SemanticOverrides } from '@contract/semantic'
import { loadSource } from '../../engine/catalog'
import { withSemantics } from '../../engine/semantic/model'
import type { ColumnProfile, TableProfile } from '../../engine/types'
import { sourceFile, sourcesOf } from '../http/access'
import type { JobsContext } from '../http/context'
import type { DatasetRecord } from '../../db/records'

/**
 * What the engine understands of a dataset's columns, for `GET …/datasets/{id}/columns`: each
 * synched source's profile read through the semantic model with the dataset's name, description
 * and the user's overrides, exactly as a job reads it.
 */

export const NO_OVERRIDES: SemanticOverrides = { columns: {}, values: {} }

/** The profiles a job would read, with the semantic model (and each set of overrides) on them. */
export async function readProfiles(
  ctx: JobsContext,
  dataset: DatasetRecord,
  ...sets: SemanticOverrides[]
): Promise<TableProfile[][]> {
  const synched = (await sourcesOf(ctx, dataset.id)).filter(
    (s) => s.status === 'synched' && !isDocumentType(s.file_type),
  )
  const loaded = await Promise.all(synched.map((s) => loadSource(sourceFile(ctx, s, dataset))))
  return sets.map((overrides) => {
    const words = { name: dataset.name, description: dataset.description, overrides }
    return loaded.map((p) => withSemantics(p, words))
  })
}

/** The role the engine gives a column when nobody said: labels are never summed. */
function inferredRole(c: ColumnProfile): SemanticRole | null {
  if (c.semantics?.role === 'label') return 'label'
  switch (c.kind) {
    case 'numeric':
      return 'measure'
    case 'temporal':
    case 'year':
      return 'time'
    case 'id':
      return 'id'
    case 'categorical':
    case 'text':
      return 'dimension'
    default:
      return null
  }
}

/**
 * The listing: `profiles` read with the overrides, `plain` (the same sources, in the same order)
 * without them, for what the engine infers by itself.
 */
export function columnsOf(
  profiles: TableProfile[],
  plain: TableProfile[],
  overrides: SemanticOverrides,
): DatasetColumn[] {
  return profiles.flatMap((p, i) =>
    p.columns.map((c, k): DatasetColumn => {
      const own = plain[i]?.columns[k]
      const override = overrides.columns[c.name] ?? null
      const byValue = p.vocabulary?.values?.[c.name] ?? {}
      const small =
        c.kind === 'categorical' && c.values.length && c.values.length <= MAX_LISTED_VALUES
      return {
        source_id: p.source.datasourceId,
        name: c.name,
        type: c.type,
        kind: c.kind,
        plain_name: (c.semantics?.plain ?? [c.name]).join(' '),
        words: p.vocabulary?.columns?.[c.name] ?? [],
        unit: c.semantics?.unit?.unit ?? null,
        role: override?.role ?? inferredRole(c),
        inferred_role: own ? inferredRole(own) : null,
        inferred_unit: own?.semantics?.unit?.unit ?? null,
        override,
        ...(small
          ? { values: c.values.map((value) => ({ value, phrases: byValue[value] ?? [] })) }
          : {}),
      }
    }),
  )
}

/** The listing with the stored overrides of this user. */
export async function listColumns(
  ctx: JobsContext,
  dataset: DatasetRecord,
  user: string,
): Promise<{ dataset_id: string; columns: DatasetColumn[]; overrides: SemanticOverrides }> {
  const overrides = (await ctx.repo.getOverrides(dataset.id, user)) ?? NO_OVERRIDES
  const [profiles = [], plain = []] = await readProfiles(ctx, dataset, overrides, NO_OVERRIDES)
  return { dataset_id: dataset.id, columns: columnsOf(profiles, plain, overrides), overrides }
}
