import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { ChatPage } from './pages/chat-page'
import { expectAccessible } from './support/axe'
import { spawnServer, type SpawnedServer } from './support/spawn-server'

/**
 * Chat attachments (issue 24): files dropped on the composer are read in the browser, kept on the
 * message in IndexedDB, and sent as the request says: a PDF's text in the message's content, an
 * image as an `image_url` part. The wire is checked at a scripted upstream that the local
 * server's gateway (CHAT_UPSTREAM_URL) passes the request to.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../src/features/chat/attachments/fixtures/${name}`, import.meta.url))
const PDF = {
  name: 'field-notes.pdf',
  mimeType: 'application/pdf',
  buffer: fixture('field-notes.pdf'),
}
const PNG = { name: 'swatch.png', mimeType: 'image/png', buffer: fixture('swatch.png') }

interface WireBody {
  model: string
  messages: { role: string; content: unknown }[]
}

/** An OpenAI-compatible upstream with one model; it records each chat request body. */
function scriptedUpstream() {
  const bodies: WireBody[] = []
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            object: 'list',
            data: [{ id: 'vision-test', object: 'model', created: 0, owned_by: 'test' }],
          }),
        )
        return
      }
      if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        bodies.push(JSON.parse(await read(req)) as WireBody)
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        const chunk = (delta: object, finish: string | null) =>
          `data: ${JSON.stringify({
            id: 'c1',
            object: 'chat.completion.chunk',
            created: 0,
            model: 'vision-test',
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`
        res.write(chunk({ role: 'assistant', content: 'Herons and a yellow circle.' }, null))
        res.end(chunk({}, 'stop') + 'data: [DONE]\n\n')
        return
      }
      res.writeHead(404).end()
    })()
  })
  return { server, bodies }
}

test.describe.configure({ timeout: 120_000 })

test.describe('against a scripted upstream', () => {
  const upstream = scriptedUpstream()
  let parley: SpawnedServer
  test.beforeAll(async () => {
    await new Promise<void>((r) => upstream.server.listen(0, '127.0.0.1', r))
    const { port } = upstream.server.address() as AddressInfo
    parley = await spawnServer(8799, { CHAT_UPSTREAM_URL: `http://127.0.0.1:${port}/v1` })
  })
  test.afterAll(async () => {
    await parley?.stop()
    await new Promise((r) => upstream.server.close(r))
  })

  test('a dropped PDF and image are sent (text in content, image as a part) and survive reload', async ({
    page,
  }) => {
    const chat = new ChatPage(page)
    await page.goto(`${parley.url}/chat`)
    await expect(chat.model).toHaveValue('vision-test')

    await chat.dropFiles([PDF, PNG])
    const chips = chat.attachments()
    await expect(chips).toHaveCount(2)
    await expect(chips.nth(0)).toContainText('field-notes.pdf')
    await expect(chips.nth(0)).toContainText(`${PDF.buffer.length.toLocaleString('en')} B`)
    await expect(chips.nth(1)).toContainText('swatch.png')
    await expect(chips.nth(1)).toContainText(`${PNG.buffer.length} B`)
    await expect(chat.send).toBeEnabled()

    await chat.askAndWait('What do these show?')
    await expect(chat.lastReply()).toContainText('Herons and a yellow circle.')
    await expect(chat.attachments(page.locator('form'))).toHaveCount(0)

    // On the wire: the PDF's text inside the text part, the image as an image_url part.
    expect(upstream.bodies).toHaveLength(1)
    const last = upstream.bodies[0]!.messages.at(-1)!
    expect(last.role).toBe('user')
    expect(last.content).toEqual([
      {
        type: 'text',
        text: expect.stringMatching(
          /^What do these show\?\n\n\[Attached file: field-notes\.pdf\]\n[^]*The heron count at the north pond was 14 on 3 May\.[^]*Water temperature at noon: 17\.5 degrees Celsius\.\n\[End of field-notes\.pdf\]$/,
        ),
      },
      {
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${PNG.buffer.toString('base64')}` },
      },
    ])

    // Kept in IndexedDB with the message: both are still there after a reload.
    await page.reload()
    const sent = chat.userMessages.last()
    await expect(sent).toContainText('What do these show?')
    const kept = chat.attachments(sent)
    await expect(kept).toHaveCount(2)
    await expect(kept.nth(0)).toContainText('field-notes.pdf')
    await expect(kept.nth(1)).toContainText('swatch.png')
    await expect(kept.nth(1).locator('img')).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG.buffer.toString('base64')}`,
    )
  })
})

test('the demo model says it cannot see images; an unreadable file is refused on its chip', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.newChat()
  await chat.dropFiles([
    PNG,
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') },
  ])
  const broken = chat.attachments().filter({ hasText: 'report.pdf' })
  await expect(broken.getByRole('alert')).toHaveText(
    'Not attached: the file could not be read; it may be damaged or not what its name says.',
  )
  // The chips (a thumbnail, a refusal in place, Remove buttons) pass axe in both themes.
  await expect(chat.attachments().filter({ hasText: 'swatch.png' }).locator('img')).toBeVisible()
  await expectAccessible(page, 'composer with attachments')
  await broken.getByRole('button', { name: 'Remove report.pdf' }).click()
  await expect(chat.attachments()).toHaveCount(1)

  await chat.askAndWait('Describe the picture')
  await expect(chat.lastReply()).toContainText('This demo model cannot see images.')
  await expect(chat.attachments(chat.userMessages.last())).toHaveCount(1)
})

test("an attached file's text counts toward the context-length warning", async ({ page }) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.newChat()
  // parley-demo/support-ft reads 8,192 tokens; the file is about 40,000 (180,000 characters).
  await chat.model.selectOption('parley-demo/support-ft')
  await chat.dropFiles([
    {
      name: 'fox.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(4_000)),
    },
  ])
  await expect(chat.attachments()).toHaveCount(1)
  await expect(chat.attachments()).toContainText('175.8 KB')
  await chat.ask('Summarise')
  const warning = chat.contextWarning()
  await expect(warning).toContainText(/This message is about [\d,]+ tokens/)
  const shown = Number(
    (await warning.textContent())!.match(/about ([\d,]+) tokens/)![1]!.replace(/,/g, ''),
  )
  expect(shown).toBeGreaterThan(30_000)
  // Cancel keeps the message and its file; nothing was sent.
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(chat.userMessages).toHaveCount(0)
  await expect(chat.attachments()).toHaveCount(1)
})

test('the picker and paste attach files too; a Word file is read in the browser', async ({
  page,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.newChat()
  await page.locator('form input[type=file]').setInputFiles({
    name: 'minutes.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: fixture('minutes.docx'),
  })
  // Pasting a file into the message box attaches it; pasted text stays text.
  await chat.composer.evaluate((box) => {
    const dt = new DataTransfer()
    dt.items.add(new File(['# Agenda\n\n1. Bulbs'], 'agenda.md', { type: 'text/markdown' }))
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }))
  })
  await expect(chat.attachments()).toHaveCount(2)
  await expect(chat.attachments().getByRole('alert')).toHaveCount(0)
  await expect(chat.attachments().filter({ hasText: 'Reading' })).toHaveCount(0)
  // Files alone, with no words, may be sent.
  await expect(chat.send).toBeEnabled()

  const request = page.waitForRequest((r) => r.url().includes('/v1/chat/completions'))
  await chat.send.click()
  const body = (await request).postDataJSON() as WireBody
  expect(body.messages.at(-1)).toEqual({
    role: 'user',
    content:
      '[Attached file: minutes.docx]\nMinutes of the garden committee\n\nPresent: Ana, Bo and Chidi.\n\nThe committee agreed to plant 40 tulip bulbs before November.\n[End of minutes.docx]\n\n[Attached file: agenda.md]\n# Agenda\n\n1. Bulbs\n[End of agenda.md]',
  })
  await chat.settled()
  // A message of files only is named after its first file.
  await expect(chat.conversation('minutes.docx')).toHaveCount(1)
})

test('attachments travel with an exported conversation into another browser profile', async ({
  page,
  browser,
}) => {
  const chat = new ChatPage(page)
  await chat.open()
  await chat.newChat()
  await chat.dropFiles([PDF, PNG])
  await expect(chat.attachments()).toHaveCount(2)
  await expect(chat.send).toBeEnabled()
  await chat.askAndWait('Keep these')

  await page.locator('summary[aria-label="Export"]').click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ])
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    conversations: { messages: { attachments?: { name: string }[] }[] }[]
  }
  const names = file.conversations[0]!.messages.flatMap((m) => m.attachments ?? []).map(
    (a) => a.name,
  )
  expect(names).toEqual(['field-notes.pdf', 'swatch.png'])

  const other = await browser.newContext()
  const fresh = new ChatPage(await other.newPage())
  await fresh.open()
  await fresh.importFile('keep-these.json', file)
  await fresh.openConversation('Keep these')
  const kept = fresh.attachments(fresh.userMessages.last())
  await expect(kept).toHaveCount(2)
  await expect(kept.nth(1).locator('img')).toHaveAttribute(
    'src',
    `data:image/png;base64,${PNG.buffer.toString('base64')}`,
  )
  await other.close()
})
