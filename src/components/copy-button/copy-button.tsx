import { useEffect, useState } from 'react'
import { copyText } from './copy-text'

interface CopyButtonProps {
  text: string | (() => string)
  label: string
  copiedLabel: string
  /**
   * Shorter visible text when the label is long ("Copy" beside a labelled value); the label then
   * stays the accessible name.
   */
  visibleLabel?: string
  className?: string
  onCopied?: () => void
}

/** A copy button that says "Copied" for a moment; its own state, so it never flickers on stream updates. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  visibleLabel,
  className,
  onCopied,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  const onClick = async () => {
    if (await copyText(typeof text === 'function' ? text() : text)) {
      setCopied(true)
      onCopied?.()
    }
  }
  return (
    <button
      type="button"
      className={className ?? 'btn-ghost'}
      aria-label={visibleLabel === undefined ? undefined : label}
      onClick={onClick}
    >
      {copied ? copiedLabel : (visibleLabel ?? label)}
    </button>
  )
}
