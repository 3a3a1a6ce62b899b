import { CONTINUE_INSTRUCTION } from '../../contract/continue'

/**
 * Whether the server's demo engine resumes a reply on Continue (rather than answering the
 * instruction as a new question, which quotes it). Asked once, straight from the API.
 */
export async function demoResumesOnContinue(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-parley-local', 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'deepseek-ai/DeepSeek-V3',
      stream: false,
      messages: [
        { role: 'user', content: 'Explain journaling in databases' },
        { role: 'assistant', content: '## Explain' },
        { role: 'user', content: CONTINUE_INSTRUCTION },
      ],
    }),
  })
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] }
  const text = body.choices?.[0]?.message?.content ?? ''
  return !text.includes('Continue your previous reply')
}
