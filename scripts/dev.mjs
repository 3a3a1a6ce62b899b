// `npm run dev`: the Node server (restarts on change) and Vite with HMR, which proxies the APIs to it.
import { spawn } from 'node:child_process'

const bin = (name) => `node_modules/.bin/${name}`
const children = [
  spawn(bin('tsx'), ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PARLEY_STATIC_DIR: '' },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
