import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { entry, printTable, saveResults, type BenchEntry } from './lib/results'

/**
 * Bundle: the JS and CSS a first visit to /chat downloads (the entry chunk and its static imports,
 * gzip), against the 150 KB budget, and the size of every lazy chunk.
 */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
  name?: string
  src?: string
}

const BUDGET_KB = 150
const outDir = mkdtempSync(path.join(tmpdir(), 'parley-bundle-'))
try {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--manifest', '--outDir', outDir, '--logLevel', 'warn', '--emptyOutDir'],
    { stdio: 'inherit' },
  )
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), {}).length / 1024

  const initial = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    chunk.css?.forEach((c) => initial.add(c))
    chunk.imports?.forEach(visit)
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
  visit(entryKey)
  const initialJs = [...initial].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0)
  const initialCss = [...initial].filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0)

  const entries: BenchEntry[] = [
    entry('bundle', '/chat initial JS (gzip)', initialJs, 'KB', {
      baseline: BUDGET_KB,
      baselineLabel: 'budget',
      target: `≤ ${BUDGET_KB} KB`,
      met: initialJs <= BUDGET_KB,
    }),
    entry('bundle', '/chat initial CSS (gzip)', initialCss, 'KB'),
  ]
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isDynamicEntry || initial.has(chunk.file)) continue
    const lazy = new Set<string>()
    const collect = (c: ManifestChunk) => {
      if (lazy.has(c.file) || initial.has(c.file)) return
      lazy.add(c.file)
      c.imports?.forEach((k) => manifest[k] && collect(manifest[k]))
    }
    collect(chunk)
    const size = [...lazy].reduce((s, f) => s + gz(f), 0)
    entries.push(
      entry(
        'bundle',
        `lazy chunk ${chunk.name ?? chunk.src ?? chunk.file} (gzip, with its own imports)`,
        size,
        'KB',
      ),
    )
  }
  printTable(entries)
  saveResults('bundle', entries)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
