// `npm test`: typecheck, lint, unit + integration (Vitest), the analysis eval, build, browser
// tests (Playwright in Chromium). Every step runs even if an earlier one fails, then one line totals them all.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './find-chromium.mjs'
import { ensurePostgres } from './find-postgres.mjs'

const OUT = 'test-results'
mkdirSync(OUT, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const rows = []

function run(name, cmd, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return { ok: res.status === 0, seconds }
}

function check(name, cmd, args) {
  const { ok, seconds } = run(name, cmd, args)
  totals[ok ? 'passed' : 'failed']++
  rows.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`)
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// The failing tests' names go into the summary too: CI shows only the tail of the log.
function suite(name, cmd, args, reportFile, count, failures, env) {
  rmSync(reportFile, { force: true })
  const { ok, seconds } = run(name, cmd, args, env)
  const report = existsSync(reportFile) ? readJson(reportFile) : null
  const c = report ? count(report) : { passed: 0, failed: 0, skipped: 0 }
  // A runner that failed without reporting a failing test (crash, config error) still counts as a failure.
  if (!ok && c.failed === 0) c.failed = 1
  totals.passed += c.passed
  totals.failed += c.failed
  totals.skipped += c.skipped
  rows.push(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (${seconds}s)`,
  )
  if (report) for (const f of failures(report).slice(0, 20)) rows.push(`       ✗ ${f}`)
}

const vitestFailures = (r) =>
  (r.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`)
      .concat(
        file.status === 'failed' && !(file.assertionResults ?? []).length
          ? [`${file.name} › ${file.message ?? 'failed to run'}`]
          : [],
      ),
  )

function playwrightFailures(r) {
  const out = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky')
          out.push(`${spec.file}:${spec.line} › ${spec.title} (${t.status})`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const s of r.suites ?? []) walk(s)
  return out
}

const bin = (name) => `node_modules/.bin/${name}`

let chromium = null
try {
  chromium = ensureChromium()
  console.log(`Chromium: ${chromium}`)
} catch (err) {
  console.error(String(err))
}

// PostgreSQL for the job-store tests (a throwaway cluster under /tmp; vitest's global setup).
const postgres = ensurePostgres()
console.log(
  postgres
    ? `PostgreSQL: ${postgres}`
    : 'PostgreSQL: not installable here; its store tests will be skipped',
)

// The same projects as `npm run typecheck` (read from package.json, so the two cannot drift): one
// row each, and every project is checked even if an earlier one fails.
const typecheckProjects = readJson('package.json')
  .scripts.typecheck.split('&&')
  .map((cmd) => cmd.trim().match(/^tsc --noEmit -p (\S+)$/)?.[1])
if (!typecheckProjects.length || typecheckProjects.some((p) => !p))
  throw new Error('package.json: "typecheck" is no longer a list of `tsc --noEmit -p <project>`')
for (const project of typecheckProjects)
  check(`typecheck (${project})`, bin('tsc'), ['--noEmit', '-p', project])
check('lint', bin('eslint'), ['.', '--max-warnings=0'])
check('format (prettier --check)', bin('prettier'), ['--check', '.'])
suite(
  'unit + integration (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile=${OUT}/vitest.json`],
  `${OUT}/vitest.json`,
  (r) => ({
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  }),
  vitestFailures,
)
// The analysis eval: analyst-phrased questions answered and checked against hand-written SQL.
check('eval (analysis answers vs SQL)', bin('tsx'), ['scripts/eval.ts'])
// The documents eval: questions about four written documents, answered from their passages.
check('eval (documents: cited passages)', bin('tsx'), ['scripts/eval-documents.ts'])
check('build', bin('vite'), ['build', '--logLevel', 'warn'])
if (chromium) {
  suite(
    'browser (playwright)',
    bin('playwright'),
    ['test'],
    `${OUT}/playwright.json`,
    (r) => ({
      passed: r.stats?.expected ?? 0,
      failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
      skipped: r.stats?.skipped ?? 0,
    }),
    playwrightFailures,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/playwright.json`, CHROMIUM_PATH: chromium },
  )
} else {
  totals.failed++
  rows.push('FAIL browser (playwright): no Chromium available')
}

console.log('\nSummary')
for (const row of rows) console.log(`  ${row}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed === 0 ? 0 : 1)
