import { useEffect, useState } from 'react'
import { copyText } from './copy-text'

export interface CopyButtonProps {
  text: string | (() => string)
  label: string
  copiedLabel: string
  className?: string
  onCopied?: () => void
}

/** A copy button that says "Copied" for a moment; its own state, so it never flickers on stream updates. */
export function CopyButton({ text, label, copiedLabel, className, onCopied }: CopyButtonProps) {
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
    <button type="button" className={className ?? 'btn-ghost'} onClick={onClick}>
      {copied ? copiedLabel : label}
    </button>
  )
}
