import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useConnectionKey } from '../api/connection-key'
import { datasetColumnsQuery } from '../api/dataset-columns'
import { readingOf, type Reading } from '../lib/reading'

export interface OfferedReading extends Reading {
  /** The suggestion as written: asked as is once the phrase is taught. */
  question: string
}

const NONE: OfferedReading[] = []

/**
 * Splits a declined reply's suggestions into readings of its unplaced words and the rest. Until
 * the columns are known (or when the service has no columns endpoint) every suggestion is plain,
 * and still asks its question when clicked.
 */
export function useReadings(
  datasetId: string | null | undefined,
  asked: string,
  suggestions: string[],
  declined: boolean,
): { readings: OfferedReading[]; others: string[] } {
  const key = useConnectionKey()
  const { data } = useQuery({
    ...datasetColumnsQuery(key, datasetId ?? ''),
    enabled: declined && !!datasetId && suggestions.length > 0,
  })
  const columns = declined ? data?.columns : undefined
  return useMemo(() => {
    if (!columns) return { readings: NONE, others: suggestions }
    const readings: OfferedReading[] = []
    const others: string[] = []
    for (const question of suggestions) {
      const reading = readingOf(asked, question, columns)
      if (reading) readings.push({ ...reading, question })
      else others.push(question)
    }
    return { readings, others }
  }, [columns, asked, suggestions])
}
