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
}, 120_000)
