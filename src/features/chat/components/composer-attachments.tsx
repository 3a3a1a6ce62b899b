import { useRef } from 'react'
import { useAttachmentT } from '../attachments/i18n'
import type { usePendingAttachments } from '../hooks/use-pending-attachments'
import { AttachmentChip } from './attachment-chips'
import { Icon } from './icons'

type Pending = ReturnType<typeof usePendingAttachments>

/** What the picker offers first; anything else may still be picked, and is checked by its bytes. */
const ACCEPT = [
  'text/*',
  'image/png,image/jpeg,image/gif,image/webp',
  '.pdf,.docx,.md,.markdown,.csv,.tsv,.json,.yaml,.yml,.xml,.log',
  '.js,.jsx,.ts,.tsx,.py,.java,.c,.h,.cpp,.hpp,.cs,.go,.rs,.rb,.php,.sh,.sql,.css,.html,.kt,.swift',
].join(',')

/**
 * The composer's files as chips, each with Remove; a refusal shows on its chip. While files are
 * dragged over the composer, a line says they can be dropped.
 */
export function PendingChips({ files, over }: { files: Pending; over: boolean }) {
  const t = useAttachmentT()
  if (!files.list.length)
    return over ? (
      <p className="mx-auto mb-2 max-w-3xl text-sm text-(--muted)">{t('dropHere')}</p>
    ) : null
  return (
    <ul aria-label={t('attachments')} className="mx-auto mb-2 flex max-w-3xl flex-wrap gap-2">
      {files.list.map((p) => (
        <AttachmentChip
          key={p.id}
          name={p.name}
          size={p.size}
          image={
            p.state === 'ready' && p.attachment.kind === 'image' ? p.attachment.dataUrl : undefined
          }
          reading={p.state === 'reading'}
          problem={p.state === 'error' ? p.problem : undefined}
          onRemove={() => files.remove(p.id)}
        />
      ))}
    </ul>
  )
}

/** The paperclip button and its hidden file input. */
export function AttachButton({ files, disabled }: { files: Pending; disabled?: boolean }) {
  const t = useAttachmentT()
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          files.add([...(e.target.files ?? [])])
          // The same file may be picked again after it was removed.
          e.target.value = ''
        }}
      />
      <button
        type="button"
        className="btn btn-secondary h-11 px-3"
        aria-label={t('attach')}
        title={t('attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Icon name="paperclip" />
      </button>
    </>
  )
}
