import type { ColumnProfile, TableProfile } from '../types'

/** Hand-made table profiles for the pure unit tests (no DuckDB needed). */

/** A numeric column profile for unit tests, with whatever the test overrides. */
export const numericColumn = (name: string, extra: Partial<ColumnProfile> = {}): ColumnProfile => ({
  name,
  type: 'DOUBLE',
  kind: 'numeric',
  distinct: 10,
  nulls: 0,
  min: 0,
  max: 10,
  values: [],
  ...extra,
})

function col(
  name: string,
  kind: ColumnProfile['kind'],
  extra: Partial<ColumnProfile> = {},
): ColumnProfile {
  return {
    name,
    type: kind === 'numeric' ? 'DOUBLE' : kind === 'temporal' ? 'DATE' : 'VARCHAR',
    kind,
    distinct: 10,
    nulls: 0,
    min: null,
    max: null,
    values: [],
    ...extra,
  }
}

export const weather: TableProfile = {
  table: 'ds_weather',
  rows: 1461,
  source: {
    datasetId: 'dset-w',
    datasourceId: 'ds-w',
    fileName: 'seattle-weather.csv',
    fileType: 'csv',
  },
  columns: [
    col('date', 'temporal', { min: '2012-01-01', max: '2015-12-31', distinct: 1461 }),
    col('precipitation', 'numeric', { min: 0, max: 55.9 }),
    col('temp_max', 'numeric', { min: -1.6, max: 35.6 }),
    col('temp_min', 'numeric', { min: -7.1, max: 18.3 }),
    col('wind', 'numeric', { min: 0.4, max: 9.5 }),
    col('weather', 'categorical', {
      distinct: 5,
      values: ['drizzle', 'rain', 'sun', 'snow', 'fog'],
    }),
  ],
}

export const sales: TableProfile = {
  table: 'ds_sales',
  rows: 9994,
  source: {
    datasetId: 'dset-s',
    datasourceId: 'ds-s',
    fileName: 'superstore.csv',
    fileType: 'csv',
  },
  columns: [
    col('Order ID', 'id', { distinct: 5009 }),
    col('Order Date', 'temporal', { min: '2014-01-03', max: '2017-12-30' }),
    col('Customer ID', 'id', { distinct: 793 }),
    col('Customer Name', 'categorical', {
      distinct: 793,
      values: ["Claire O'Neil", 'Darrin Van Huff'],
    }),
    col('Segment', 'categorical', {
      distinct: 3,
      values: ['Consumer', 'Corporate', 'Home Office'],
    }),
    col('State', 'categorical', { distinct: 49, values: ['California', 'New York', 'Texas'] }),
    col('Region', 'categorical', { distinct: 4, values: ['Central', 'East', 'South', 'West'] }),
    col('Category', 'categorical', {
      distinct: 3,
      values: ['Furniture', 'Office Supplies', 'Technology'],
    }),
    col('Sub-Category', 'categorical', { distinct: 17, values: ['Chairs', 'Phones'] }),
    col('Sales', 'numeric', { min: 0.44, max: 22638.48 }),
    col('Quantity', 'numeric', {
      type: 'BIGINT',
      min: 1,
      max: 14,
      distinct: 14,
      lowCardinality: true,
    }),
    col('Discount', 'numeric', { min: 0, max: 0.8 }),
    col('Profit', 'numeric', { min: -6599.98, max: 8399.98 }),
  ],
}

export const flights: TableProfile = {
  table: 'ds_flights',
  rows: 3_000_000,
  source: {
    datasetId: 'dset-f',
    datasourceId: 'ds-f',
    fileName: 'flights-3m.parquet',
    fileType: 'parquet',
  },
  columns: [
    col('date', 'temporal', {
      type: 'TIMESTAMP',
      min: '2001-01-01 00:01:00',
      max: '2001-07-01 00:00:00',
      distinct: -1,
    }),
    col('delay', 'numeric', { type: 'BIGINT', min: -1116, max: 1688, distinct: 867 }),
    col('distance', 'numeric', { type: 'BIGINT', min: 21, max: 4962, distinct: 1109 }),
    col('origin', 'categorical', { distinct: 229, values: ['SFO', 'LAX', 'ORD', 'SEA'] }),
    col('destination', 'categorical', { distinct: 228, values: ['SFO', 'LAX', 'ORD', 'SEA'] }),
  ],
}

export const cars: TableProfile = {
  table: 'ds_cars',
  rows: 406,
  source: { datasetId: 'dset-c', datasourceId: 'ds-c', fileName: 'cars.json', fileType: 'json' },
  columns: [
    col('Name', 'categorical', {
      distinct: 311,
      values: ['ford pinto', 'chevrolet chevelle malibu'],
    }),
    col('Miles_per_Gallon', 'numeric', { min: 9, max: 46.6 }),
    col('Cylinders', 'numeric', {
      type: 'BIGINT',
      min: 3,
      max: 8,
      distinct: 5,
      lowCardinality: true,
    }),
    col('Horsepower', 'numeric', { type: 'BIGINT', min: 46, max: 230 }),
    col('Weight_in_lbs', 'numeric', { type: 'BIGINT', min: 1613, max: 5140 }),
    col('Year', 'temporal', { min: '1970-01-01', max: '1982-01-01', distinct: 12 }),
    col('Origin', 'categorical', { distinct: 3, values: ['USA', 'Europe', 'Japan'] }),
  ],
}
