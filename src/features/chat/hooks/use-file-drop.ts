import { useState, type ClipboardEvent, type DragEvent } from 'react'
import type { PickedFile } from '../attachments/types'

const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files')

/**
 * Drag and drop onto the composer, and files pasted into the message box. Text pasted without
 * files is left to the box.
 */
export function useFileDrop(files: { add: (files: readonly PickedFile[]) => void }) {
  const [over, setOver] = useState(false)
  const dropProps = {
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      e.dataTransfer.dropEffect = 'copy'
      setOver(true)
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false)
    },
    onDrop: (e: DragEvent) => {
      setOver(false)
      if (!e.dataTransfer.files.length) return
      e.preventDefault()
      files.add([...e.dataTransfer.files])
    },
  }
  const onPaste = (e: ClipboardEvent) => {
    if (!e.clipboardData.files.length) return
    e.preventDefault()
    files.add([...e.clipboardData.files])
  }
  return { over, dropProps, onPaste }
}
