import type { SourceItem } from '@contract/jobs'
import type { SourceInfo } from './types'

/** The SOURCES block of an answer: the data sources it read, numbered from 1. */
export function sourceItems(used: SourceInfo[]): SourceItem[] {
  return used.map((s, i) => ({
    id: String(i + 1),
    source: s.fileName,
    page_no: null,
    content: null,
    datasource_id: s.datasourceId,
    dataset_id: s.datasetId,
    file_type: s.fileType,
    external_id: null,
  }))
}
