import { memo } from 'react'
import { Markdown } from '@/components/markdown/markdown'

/** MESSAGE: the service's markdown; raw HTML is never rendered, direction follows the text. */
export const MessageBlock = memo(function MessageBlock({
  text,
  streaming,
}: {
  text: string
  streaming: boolean
}) {
  return <Markdown text={text} streaming={streaming} />
})
