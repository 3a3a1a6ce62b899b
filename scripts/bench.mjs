// `npm run bench`: every benchmark in turn; each prints its table and merges its entries into
// bench/results.json (value, unit, baseline measured in the same run, ratio).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const SCENARIOS = [
  ['render', 'bench/render.ts'],
  ['table', 'bench/table.ts'],
  ['long-conversation', 'bench/long-conversation.ts'],
  ['bundle', 'bench/bundle.ts'],
  ['chat-server', 'bench/chat-server.ts'],
  ['flights-job', 'bench/flights-job.ts'],
  ['first-job', 'bench/first-job.ts'],
  ['load', 'bench/load.ts'],
  ['documents', 'bench/documents.ts'],
]

const only = process.argv.slice(2)
let failed = 0
for (const [name, file] of SCENARIOS) {
  if (only.length && !only.includes(name)) continue
  if (!existsSync(file)) {
    console.log(`\n■ ${name}: ${file} does not exist yet, skipped`)
    continue
  }
  console.log(`\n■ ${name}`)
  const res = spawnSync('node_modules/.bin/tsx', [file], { stdio: 'inherit' })
  if (res.status !== 0) failed++
}
if (existsSync('bench/results.json')) {
  const { entries } = JSON.parse(readFileSync('bench/results.json', 'utf8'))
  const missed = entries.filter((e) => e.met === false)
  console.log(
    `\nbench/results.json: ${entries.length} entries, ${entries.filter((e) => e.met).length} targets met, ${missed.length} missed`,
  )
  for (const e of missed)
    console.log(`  missed: ${e.scenario} / ${e.metric}: ${e.value} ${e.unit} (target ${e.target})`)
}
process.exit(failed ? 1 : 0)
