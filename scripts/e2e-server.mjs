// The server the browser tests run against: the real app on its own port, a throwaway data dir,
// fault injection on, and a quicker demo pace (0.2 of the demo's delays) so tests
// see streaming without waiting long; the durability specs run their own server at pace 0.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '8790',
  PARLEY_DATA_DIR: process.env.PARLEY_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'parley-e2e-')),
  PARLEY_FAULTS: '1',
  PARLEY_PACE: process.env.PARLEY_PACE ?? '0.2',
  // A second key limited to one model, so tests can see `invalid_model`.
  PARLEY_API_KEYS:
    process.env.PARLEY_API_KEYS ?? 'sk-parley-local,sk-limited:deepseek-ai/DeepSeek-V3',
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env,
  stdio: 'inherit',
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
