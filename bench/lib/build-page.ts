import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Production-builds one bench page (bench/<name>/index.html) with the app's aliases. */
export async function buildBenchPage(name: string): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), `parley-bench-${name}-`))
  await build({
    configFile: false,
    root: path.join(repo, 'bench', name),
    base: './',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': path.join(repo, 'src'), '@contract': path.join(repo, 'contract') } },
    // BENCH_PROFILE: readable function names in CPU profiles.
    build: { outDir, emptyOutDir: true, minify: process.env.BENCH_PROFILE ? false : undefined },
  })
  return outDir
}
