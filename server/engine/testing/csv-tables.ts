import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadSource } from '../catalog'
import { runQuery } from '../db'
import { decide } from '../plan/decide'
import { compilePlan } from '../plan/run'
import { withSemantics } from '../semantic/model'
import type { TableProfile } from '../types'

/**
 * Small tables made in a test: each written as a CSV in a temporary folder, loaded into DuckDB as
 * a user's upload is, and read through the dataset's semantic model (its name and description).
 */
export function csvTables(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `parley-${prefix}-`))
  return {
    async load(id: string, text: string, dataset: { name: string; description?: string }) {
      const file = path.join(dir, `${id}.csv`)
      writeFileSync(file, text)
      const profile: TableProfile = await loadSource({
        datasetId: id,
        datasourceId: `${prefix}-${id}`,
        fileName: `${id}.csv`,
        fileType: 'csv',
        path: file,
      })
      return withSemantics(profile, { name: dataset.name, description: dataset.description ?? '' })
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * A question answered on one table as the engine answers it: its plan and the rows of its SQL; an
 * error naming the words it could not place when it gives no plan.
 */
export async function answer(profile: TableProfile, datasetName: string, question: string) {
  const d = decide(question, [profile], datasetName, null)
  if (d.type !== 'plan')
    throw new Error(`${question}: ${d.type} (${d.u?.notUnderstood.join(', ')})`)
  return { plan: d.plan, rows: (await runQuery(compilePlan(d.plan, profile).sql)).rows }
}

/** The rows of hand-written SQL, to compare an answer with. */
export const sqlRows = async (sql: string) => (await runQuery(sql)).rows

/** The one value of hand-written SQL (a count, an average), as a number. */
export const sqlValue = async (sql: string) =>
  Number(((await runQuery(sql)).rows as [[unknown]])[0][0])
