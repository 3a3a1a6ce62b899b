import { useQuery } from '@tanstack/react-query'
import { useT } from '@/lib/i18n/use-t'
import { useSettings } from '@/lib/settings/settings-store'
import { datasetsQuery } from '../api/list-datasets'

export function DatasetPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT()
  const { jobsBaseUrl, jobsApiKey, userId } = useSettings()
  const { data: datasets = [], error, isPending } = useQuery(datasetsQuery(jobsBaseUrl, jobsApiKey, userId))
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm">
        <span>{t('analysis.dataset')}</span>
        <select
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={isPending}
          className="rounded-md border border-(--border) bg-(--surface) p-1"
        >
          <option value="">—</option>
          {datasets.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="text-sm text-(--danger)">
          {error.message}
        </p>
      )}
    </div>
  )
}
