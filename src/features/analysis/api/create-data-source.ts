import type { DataSourceCreateRequest, DataSourceCreated } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/**
 * Registers an uploaded file. Into an existing dataset, or (no dataset) into a new one the service
 * creates, whose id comes back as dataset_id.
 */
export async function createDataSource(input: {
  datasetId: string | null
  name: string
  fileObjectKey: string
}): Promise<DataSourceCreated> {
  const conn = jobsConnection()
  const body: DataSourceCreateRequest = {
    name: input.name.slice(0, 128),
    type: 'FILE',
    file_object_key: input.fileObjectKey,
    user_id: conn.userId,
  }
  const path = input.datasetId
    ? `/datasets/${encodeURIComponent(input.datasetId)}/datasources`
    : '/datasources'
  return requestEnvelope<DataSourceCreated>(conn.url(path), { body, headers: conn.headers })
}
