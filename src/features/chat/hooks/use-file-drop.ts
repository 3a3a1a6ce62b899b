import { useEffect, useState, type ClipboardEvent } from 'react'
import type { PickedFile } from '../attachments/types'

const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files')

/**
 * Files dropped anywhere on the page while the composer shows (a file dropped beside it would
 * otherwise make the browser leave the app to open it), and files pasted into the message box.
 * Text pasted or dragged without files is left to the page.
 */
export function useFileDrop(files: { add: (files: readonly PickedFile[]) => void }) {
  const [over, setOver] = useState(false)
  const { add } = files

  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      e.dataTransfer!.dropEffect = 'copy'
      setOver(true)
    }
    // relatedTarget is null only when the drag leaves the window.
    const onDragLeave = (e: DragEvent) => {
      if (!e.relatedTarget) setOver(false)
    }
    const onDrop = (e: DragEvent) => {
      setOver(false)
      if (!hasFiles(e)) return
      e.preventDefault()
      add([...e.dataTransfer!.files])
    }
    window.addEventListener('dragover', onDragOver)
    window.addEventListener('dragleave', onDragLeave)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('dragover', onDragOver)
      window.removeEventListener('dragleave', onDragLeave)
      window.removeEventListener('drop', onDrop)
    }
  }, [add])

  const onPaste = (e: ClipboardEvent) => {
    if (!e.clipboardData.files.length) return
    e.preventDefault()
    add([...e.clipboardData.files])
  }
  return { over, onPaste }
}
