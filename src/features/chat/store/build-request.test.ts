import { describe, expect, it } from 'vitest'
import { CONTINUE_INSTRUCTION } from '@contract/continue'
import { buildRequest, checkRequest, maxTokensCeiling } from './build-request'

const conv = {
  model: 'deepseek-ai/DeepSeek-V3',
  systemPrompt: '',
  temperature: null,
  maxTokens: null,
}

describe('buildRequest', () => {
  it('adds the system prompt, temperature and max_tokens only when set', () => {
    expect(buildRequest(conv, [{ role: 'user', content: 'hi' }])).toEqual({
      model: conv.model,
      messages: [{ role: 'user', content: 'hi' }],
    })
    const body = buildRequest(
      { ...conv, systemPrompt: 'Be brief', temperature: 0.2, maxTokens: 100 },
      [{ role: 'user', content: 'hi' }],
    )
    expect(body.messages[0]).toEqual({ role: 'system', content: 'Be brief' })
    expect(body).toMatchObject({ temperature: 0.2, max_tokens: 100 })
  })

  it('continues from a partial reply with the instruction last, so the roles rule holds', () => {
    const body = buildRequest(conv, [{ role: 'user', content: 'q' }], 'partial')
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(body.messages.at(-1)!.content).toBe(CONTINUE_INSTRUCTION)
    expect(checkRequest(body, null)).toBeNull()
  })
})

describe('attachments in the request', () => {
  const pdf = {
    kind: 'text',
    id: 'p',
    name: 'notes.pdf',
    size: 9,
    mime: 'application/pdf',
    text: 'Herons: 14.',
  } as const
  const png = {
    kind: 'image',
    id: 'i',
    name: 'a.png',
    size: 4,
    mime: 'image/png',
    dataUrl: 'data:image/png;base64,AAAA',
  } as const

  it('appends the text of files to the string content, each under its name', () => {
    const body = buildRequest(conv, [{ role: 'user', content: 'Summarise', attachments: [pdf] }])
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: 'Summarise\n\n[Attached file: notes.pdf]\nHerons: 14.\n[End of notes.pdf]',
      },
    ])
    expect(checkRequest(body, null)).toBeNull()
  })

  it('sends images as image_url parts, with the text (and files) as the first part', () => {
    const body = buildRequest(conv, [
      { role: 'user', content: 'What is this?', attachments: [pdf, png] },
      { role: 'assistant', content: 'A swatch.' },
      { role: 'user', content: 'Thanks' },
    ])
    expect(body.messages[0]!.content).toEqual([
      {
        type: 'text',
        text: 'What is this?\n\n[Attached file: notes.pdf]\nHerons: 14.\n[End of notes.pdf]',
      },
      { type: 'image_url', image_url: { url: png.dataUrl } },
    ])
    // Later turns keep their plain string content.
    expect(body.messages[2]).toEqual({ role: 'user', content: 'Thanks' })
    expect(checkRequest(body, null)).toBeNull()
    // A message of one image and no words is one part.
    const only = buildRequest(conv, [{ role: 'user', content: '', attachments: [png] }])
    expect(only.messages[0]!.content).toEqual([
      { type: 'image_url', image_url: { url: png.dataUrl } },
    ])
  })
})

describe('checkRequest', () => {
  it('rejects max_tokens above the deepseek ceiling with the service words', () => {
    const body = buildRequest({ ...conv, maxTokens: 20000 }, [{ role: 'user', content: 'q' }])
    expect(checkRequest(body, maxTokensCeiling(conv.model, []))).toMatchObject({
      code: 'characters_too_long',
      message: expect.stringContaining('12288') as string,
    })
  })

  it('rejects two user turns in a row (e.g. from an imported thread)', () => {
    const body = buildRequest(conv, [
      { role: 'user', content: 'a' },
      { role: 'user', content: 'b' },
    ])
    expect(checkRequest(body, null)?.message).toMatch(/alternate/)
  })

  it('uses the ceiling the model list gives', () => {
    expect(
      maxTokensCeiling('m', [
        { id: 'm', object: 'model', created: 0, owned_by: 'x', max_tokens_ceiling: 10 },
      ]),
    ).toBe(10)
    expect(maxTokensCeiling('other', [])).toBeNull()
  })
})
