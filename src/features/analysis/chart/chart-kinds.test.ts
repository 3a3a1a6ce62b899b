import { describe, expect, it } from 'vitest'
import { kindsFor, parseSpec, specAs } from './chart-kinds'
import { LIGHT, themedSpec } from './chart-theme'

const bars = (n: number) => ({
  data: { values: Array.from({ length: n }, (_, i) => ({ region: `R${i}`, sales: i + 1 })) },
  mark: { type: 'bar', color: '#4c78a8' },
  encoding: {
    y: { field: 'region', type: 'nominal', sort: '-x' },
    x: { field: 'sales', type: 'quantitative' },
  },
})
const trend = {
  data: {
    values: [
      { month: '2024-01-01', n: 1 },
      { month: '2024-02-01', n: 3 },
    ],
  },
  mark: 'line',
  encoding: {
    x: { field: 'month', type: 'temporal' },
    y: { field: 'n', type: 'quantitative' },
  },
}

describe('chart kinds', () => {
  it('parses only single-view specs with inline data', () => {
    expect(parseSpec(JSON.stringify(bars(3)))).not.toBeNull()
    expect(parseSpec('{"data":{"url":"x.csv"},"mark":"bar","encoding":{}}')).toBeNull()
    expect(parseSpec('not json')).toBeNull()
  })

  it('offers bars, points and a pie for a few categories, but no line across categories', () => {
    expect(kindsFor(bars(4))).toEqual(['bar', 'point', 'arc'])
    expect(kindsFor(bars(30))).toEqual(['bar', 'point'])
  })

  it('offers lines and areas along time, and only a bar for a single row', () => {
    expect(kindsFor(trend)).toEqual(['bar', 'line', 'point', 'area'])
    expect(kindsFor({ ...trend, data: { values: [trend.data.values[0]] } })).toEqual([
      'bar',
      'point',
    ])
  })

  it('redraws as a pie with the measure as the angle, and every kind has tooltips', () => {
    const arc = specAs(bars(4), 'arc')
    expect(arc.mark).toMatchObject({ type: 'arc', tooltip: true })
    expect(arc.encoding).toMatchObject({
      theta: { field: 'sales', type: 'quantitative' },
      color: { field: 'region', type: 'nominal' },
    })
    const line = specAs(trend, 'area')
    expect(line.mark).toMatchObject({ type: 'area', tooltip: true })
    expect(specAs(bars(4), 'bar').mark).toMatchObject({ type: 'bar', tooltip: true })
  })

  it('fits the chart to its container with labels of at least 11 px', () => {
    const themed = themedSpec(bars(4), LIGHT, 340)
    expect(themed.width).toBe(340)
    const config = themed.config as { axis: { labelFontSize: number; labelLimit: number } }
    expect(config.axis.labelFontSize).toBeGreaterThanOrEqual(11)
    expect(config.axis.labelLimit).toBeLessThan(180)
  })
})
