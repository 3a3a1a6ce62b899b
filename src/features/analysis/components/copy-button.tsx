import { useEffect, useState } from 'react'

/** Copies text and says so for a moment; the label stays the accessible name. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  visibleLabel,
  className = 'btn btn-secondary',
}: {
  text: string
  /** The accessible name. */
  label: string
  copiedLabel: string
  /** Shorter visible text, when the name is long (e.g. "Copy" beside a labelled value). */
  visibleLabel?: string
  className?: string
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(t)
  }, [copied])
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : (visibleLabel ?? label)}</span>
    </button>
  )
}
