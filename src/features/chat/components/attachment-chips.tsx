import { useAttachmentT } from '../attachments/i18n'
import type { Attachment, AttachmentProblem } from '../attachments/types'
import { problemText, sizeText } from '../attachments/words'
import { Icon } from './icons'

export interface ChipProps {
  name: string
  size: number
  /** An image's data URL, shown as a thumbnail (only our checked picture types get here). */
  image?: string
  reading?: boolean
  problem?: AttachmentProblem
  onRemove?: () => void
}

/** One attachment: name and size; reading, or why it was not attached, in place. */
export function AttachmentChip({ name, size, image, reading, problem, onRemove }: ChipProps) {
  const t = useAttachmentT()
  return (
    <li
      className={`flex max-w-full min-w-0 items-center gap-2 rounded-md border px-2 py-1 text-sm ${
        problem ? 'border-(--danger)' : 'border-(--border)'
      }`}
      aria-busy={reading || undefined}
    >
      {image && <img src={image} alt="" className="h-8 w-8 shrink-0 rounded object-cover" />}
      <span className="min-w-0">
        <bdi className="block truncate font-medium" title={name}>
          {name}
        </bdi>
        <span className="block text-xs text-(--muted)">
          {sizeText(t, size)}
          {reading && ` · ${t('reading')}`}
        </span>
        {problem && (
          <span role="alert" className="block text-xs text-(--danger)">
            {t('notAttached')} {problemText(t, problem)}
          </span>
        )}
      </span>
      {onRemove && (
        <button
          type="button"
          className="btn-ghost shrink-0 p-1"
          aria-label={t('remove', { name })}
          title={t('remove', { name })}
          onClick={onRemove}
        >
          <Icon name="close" width={14} height={14} />
        </button>
      )}
    </li>
  )
}

/** The files attached to a sent message. */
export function MessageAttachments({ attachments }: { attachments?: readonly Attachment[] }) {
  const t = useAttachmentT()
  if (!attachments?.length) return null
  return (
    <ul aria-label={t('attachments')} className="mb-2 flex flex-wrap justify-end gap-2">
      {attachments.map((a) => (
        <AttachmentChip
          key={a.id}
          name={a.name}
          size={a.size}
          image={a.kind === 'image' ? a.dataUrl : undefined}
        />
      ))}
    </ul>
  )
}
