import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import directions of docs/architecture.md are lint rules; this proves they fire. Code is linted as if it
 * sat in real files of each layer (their contents are replaced in memory only).
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('import boundaries', () => {
  it('a feature may not import another feature or the app shell', async () => {
    const ids = await ruleIds(
      'src/features/chat/api/connection.ts',
      "import { AnalysisPane } from '@/features/analysis'\nimport { App } from '@/app/app'\nexport const x = [AnalysisPane, App]\n",
    )
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2)
  })

  it('shared code may not import a feature', async () => {
    const ids = await ruleIds(
      'src/lib/safe-url.ts',
      "import { ChatPane } from '@/features/chat'\nexport const y = ChatPane\n",
    )
    expect(ids).toContain('no-restricted-imports')
  })

  it('only src/lib/http calls fetch', async () => {
    const outside = await ruleIds(
      'src/features/chat/api/connection.ts',
      "export const z = () => fetch('/v1/models')\n",
    )
    expect(outside).toContain('no-restricted-globals')
    const inside = await ruleIds(
      'src/lib/http/http-client.ts',
      "export const z = () => fetch('/v1/models')\n",
    )
    expect(inside).not.toContain('no-restricted-globals')
  })

  it('server/ never imports the SPA', async () => {
    const ids = await ruleIds(
      'server/jobs/http/app.ts',
      "import { safeLinkUrl } from '@/lib/safe-url'\nimport { safeImageUrl } from '../../../src/lib/safe-url'\nexport const v = [safeLinkUrl, safeImageUrl]\n",
    )
    expect(ids.filter((id) => id === 'import-x/no-restricted-paths')).toHaveLength(2)
  })

  it('the demo model imports neither the chat HTTP app nor the gateway', async () => {
    const ids = await ruleIds(
      'server/chat/demo-model/local-reply.ts',
      "import { createChatApp } from '../http/app'\nimport { forwardChat } from '../gateway/gateway'\nexport const v = [createChatApp, forwardChat]\n",
    )
    expect(ids.filter((id) => id === 'import-x/no-restricted-paths')).toHaveLength(2)
    const own = await ruleIds(
      'server/chat/demo-model/local-reply.ts',
      "import { chatError } from '../errors'\nimport { planGeneration } from './generation-plan'\nexport const v = [chatError, planGeneration]\n",
    )
    expect(own).not.toContain('import-x/no-restricted-paths')
  })

  it('the gateway imports neither the demo model nor the chat HTTP app', async () => {
    const ids = await ruleIds(
      'server/chat/gateway/gateway.ts',
      "import { findModel } from '../demo-model/models'\nimport { requireKey } from '../http/auth'\nexport const v = [findModel, requireKey]\n",
    )
    expect(ids.filter((id) => id === 'import-x/no-restricted-paths')).toHaveLength(2)
  })

  it('the shared files of server/chat import no room', async () => {
    const ids = await ruleIds(
      'server/chat/errors.ts',
      "import { findModel } from './demo-model/models'\nexport const v = findModel\n",
    )
    expect(ids).toContain('import-x/no-restricted-paths')
  })

  it('the HTTP app composes the demo model and the gateway', async () => {
    const ids = await ruleIds(
      'server/chat/http/app.ts',
      "import { localReply } from '../demo-model/local-reply'\nimport { forwardChat } from '../gateway/gateway'\nexport const v = [localReply, forwardChat]\n",
    )
    expect(ids).not.toContain('import-x/no-restricted-paths')
  })

  it('server/db imports nothing of server/jobs, but its tests may use the jobs test kit', async () => {
    const ids = await ruleIds(
      'server/db/repo.ts',
      "import type { JobEvent } from '../jobs/job/merge'\nimport { mergeBlocks } from '../jobs/job/merge'\nexport type V = JobEvent\nexport const v = mergeBlocks\n",
    )
    expect(ids.filter((id) => id === 'import-x/no-restricted-paths')).toHaveLength(2)
    const test = await ruleIds(
      'server/db/import-json.test.ts',
      "import { makeKit } from '../jobs/testing/test-kit'\nexport const v = makeKit\n",
    )
    expect(test).not.toContain('import-x/no-restricted-paths')
  })

  it('server/jobs/store and url-source import no other room; only http/ mounts routes', async () => {
    const store = await ruleIds(
      'server/jobs/store/housekeeping.ts',
      "import { ApiError } from '../http/errors'\nexport const v = ApiError\n",
    )
    expect(store).toContain('import-x/no-restricted-paths')
    const urlSource = await ruleIds(
      'server/jobs/url-source/download.ts',
      "import { newId } from '../store/ids'\nexport const v = newId\n",
    )
    expect(urlSource).toContain('import-x/no-restricted-paths')
    const routes = await ruleIds(
      'server/jobs/job/run.ts',
      "import { jobRoutes } from '../routes/jobs'\nexport const v = jobRoutes\n",
    )
    expect(routes).toContain('import-x/no-restricted-paths')
    const app = await ruleIds(
      'server/jobs/http/app.ts',
      "import { jobRoutes } from '../routes/jobs'\nimport { newId } from '../store/ids'\nexport const v = [jobRoutes, newId]\n",
    )
    expect(app).not.toContain('import-x/no-restricted-paths')
  })

  it('no import cycles in server/ and contract/', async () => {
    // errors.ts is imported by http/app.ts, so importing the app back closes a loop.
    const server = await ruleIds(
      'server/chat/errors.ts',
      "import { createChatApp } from './http/app'\nexport const v = createChatApp\n",
    )
    expect(server).toContain('import-x/no-cycle')
    // Type-only imports vanish at runtime, so they close no cycle.
    const typeOnly = await ruleIds(
      'server/chat/errors.ts',
      "import type { createChatApp } from './http/app'\nexport type V = typeof createChatApp\n",
    )
    expect(typeOnly).not.toContain('import-x/no-cycle')
    // contract/chat-rules.ts imports values of contract/chat.ts.
    const contract = await ruleIds(
      'contract/chat.ts',
      "import { checkMessages } from './chat-rules'\nexport const v = checkMessages\n",
    )
    expect(contract).toContain('import-x/no-cycle')
  })
}, 120_000)
