// Finds a Chromium for the browser tests (docs/architecture.md): CHROMIUM_PATH, Playwright's own, or Debian's.
// With --install it installs one when none is found: Playwright's download first, then apt-get.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * How the browser tests and the benchmarks start Chromium: no sandbox (containers), software
 * rendering, and nothing that reaches the network or updates itself mid-run.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
]

export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  try {
    const { chromium } = require('playwright-core')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // playwright-core missing or no browser registered: fall through to the system browser.
  }
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
    if (existsSync(p)) return p
  return null
}

function tryRun(cmd) {
  try {
    execSync(cmd, { stdio: 'inherit' })
    return true
  } catch {
    return false
  }
}

export function ensureChromium() {
  let found = findChromium()
  if (found) return found
  console.log('No Chromium found; installing one for the browser tests…')
  // Playwright's own download first; where it cannot reach its CDN (this project's CI), Debian's package.
  if (tryRun('npx playwright install chromium')) found = findChromium()
  if (!found && existsSync('/usr/bin/apt-get')) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo '
    tryRun(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`)
    found = findChromium()
  }
  if (!found)
    throw new Error(
      'No Chromium could be found or installed. Set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv.includes('--install') ? ensureChromium() : findChromium()
  console.log(path ?? 'none')
}
