import type { ColumnKind } from './types'

/** Raw facts about one column, as measured by the catalog. */
export interface ColumnStats {
  name: string
  type: string
  rows: number
  distinct: number
  nulls: number
  /** Share of non-null values that read as numbers (text columns only). */
  numericShare: number
  avgLength: number
  min: number | string | null
  max: number | string | null
}

const NUMERIC_TYPE =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL)/i
const INTEGER_TYPE =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT)/i
const TEMPORAL_TYPE = /^(DATE|TIMESTAMP)/i
/** Identifiers are counted, never summed or averaged: Row ID, Postal Code, customerId. */
const ID_NAME = /(^|[^a-z])(id|uuid|guid|key|code|zip|postal|index)([^a-z]|$)|[a-z]Id$|^row$/i

interface Classified {
  kind: ColumnKind
  numericText?: boolean
  lowCardinality?: boolean
}

/** Pure: how a column can be used, from its type, name and value statistics. */
export function classify(s: ColumnStats): Classified {
  const type = s.type.toUpperCase()
  if (NUMERIC_TYPE.test(type)) {
    if (ID_NAME.test(s.name)) return { kind: 'id' }
    const integer = INTEGER_TYPE.test(type)
    const min = Number(s.min)
    const max = Number(s.max)
    if (integer && /year/i.test(s.name) && min >= 1800 && max <= 2100) return { kind: 'year' }
    const lowCardinality = integer && s.distinct <= 30 && s.distinct * 2 < s.rows
    return lowCardinality ? { kind: 'numeric', lowCardinality } : { kind: 'numeric' }
  }
  if (TEMPORAL_TYPE.test(type)) return { kind: 'temporal' }
  if (type === 'BOOLEAN') return { kind: 'categorical' }
  if (type === 'VARCHAR') {
    if (ID_NAME.test(s.name)) return { kind: 'id' }
    if (s.numericShare >= 0.8 && s.rows - s.nulls > 0) return { kind: 'numeric', numericText: true }
    if (s.avgLength > 60) return { kind: 'text' }
    return { kind: 'categorical' }
  }
  return { kind: 'other' }
}
