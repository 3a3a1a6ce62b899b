import { memo } from 'react'
import type { JobBlock } from '../types'
import { artifactKey } from '../lib/artifact-key'
import { CodeBlock } from './code-block'
import { ImageBlock } from './image-block'
import { MessageBlock } from './message-block'
import { QuestionsBlock } from './questions-block'
import { SourcesBlock } from './sources-block'
import { TableBlock } from './table-block'
import { UnknownBlock } from './unknown-block'

export interface BlockContext {
  question: string
  /** The job is still streaming (the last message may be cut mid-sentence). */
  streaming: boolean
  /** Asks the same question again; null while a job is running. */
  onRerun: (() => void) | null
  onFollowUp: (question: string) => void
  followUpsDisabled: boolean
  datasetName: (id: string) => string
  /** The chart spec an IMAGE was drawn from, by its artifact key (see job-layout). */
  chartSpecs: Map<string, string>
}

/** One block, by its kind. */
export const BlockView = memo(function BlockView({
  block,
  ctx,
}: {
  block: JobBlock
  ctx: BlockContext
}) {
  switch (block.kind) {
    case 'message':
      return <MessageBlock text={block.text} streaming={ctx.streaming} />
    case 'code':
      return <CodeBlock code={block.code} language={block.language} />
    case 'table':
      return <TableBlock artifact={block.artifact} onRerun={ctx.onRerun} />
    case 'image':
      return (
        <ImageBlock
          artifact={block.artifact}
          groupName={block.groupName}
          question={ctx.question}
          onRerun={ctx.onRerun}
          spec={ctx.chartSpecs.get(artifactKey(block.artifact.url))}
        />
      )
    case 'sources':
      return <SourcesBlock sources={block.sources} datasetName={ctx.datasetName} />
    case 'questions':
      return (
        <QuestionsBlock
          questions={block.questions}
          disabled={ctx.followUpsDisabled}
          onAsk={ctx.onFollowUp}
        />
      )
    case 'unknown':
      return <UnknownBlock typeName={block.typeName} content={block.content} />
  }
})
