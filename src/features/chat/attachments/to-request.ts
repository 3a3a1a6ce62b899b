import type { ContentPart } from '@contract/chat'
import type { Attachment } from './types'

/**
 * A user message's content as the request carries it. Text attachments are appended to the
 * message's text, each under a header with its name, so any upstream (and the service's string
 * `content`) reads them; images become `image_url` parts (OpenAI's format), so the content is
 * a list of parts only when the message has an image.
 */
export function requestContent(
  content: string,
  attachments: readonly Attachment[] | undefined,
): string | ContentPart[] {
  if (!attachments?.length) return content
  const files = attachments.flatMap((a) =>
    a.kind === 'text' ? [`[Attached file: ${a.name}]\n${a.text}\n[End of ${a.name}]`] : [],
  )
  const text = [content, ...files].filter((s) => s.trim()).join('\n\n')
  const images = attachments.filter((a) => a.kind === 'image')
  if (!images.length) return text
  return [
    ...(text ? [{ type: 'text' as const, text }] : []),
    ...images.map((a) => ({ type: 'image_url' as const, image_url: { url: a.dataUrl } })),
  ]
}
