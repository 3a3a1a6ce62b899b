import { useState } from 'react'
import { useT } from '@/lib/i18n/use-t'
import { DatasetPicker } from './dataset-picker'

export function AnalysisPane() {
  const t = useT()
  const [datasetId, setDatasetId] = useState('')
  return (
    <section aria-label={t('analysis.title')} className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">{t('analysis.title')}</h1>
      <DatasetPicker value={datasetId} onChange={setDatasetId} />
    </section>
  )
}
