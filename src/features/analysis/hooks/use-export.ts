import { useState } from 'react'

type ExportFormat = 'html' | 'md'

/**
 * An export button's state: `run(format)` calls `exporter` (which loads the export code on first
 * use), with `busy` while it works and the error's message when it fails.
 */
export function useExport(exporter: (format: ExportFormat) => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (format: ExportFormat) => {
    setBusy(true)
    setError(null)
    try {
      await exporter(format)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}
