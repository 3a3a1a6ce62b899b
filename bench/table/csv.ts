/** The benchmark table: 200,000 rows of 8 columns (ids, dates, numbers, labels, text). */
export const ROWS = 200_000
export const COLUMNS = ['id', 'day', 'value', 'label', 'city', 'category', 'score', 'note']

export function bigCsv(rows = ROWS): string {
  const cities = ['Lisbon', 'Oslo', 'Nairobi', 'Quito', 'Hanoi', 'Perth', 'Lima']
  const categories = ['alpha', 'beta', 'gamma', 'delta']
  const lines = [COLUMNS.join(',')]
  for (let i = 1; i <= rows; i++) {
    const day = `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
    lines.push(
      [
        i,
        day,
        ((i * 7919) % 100_000) / 100,
        `L${i % 997}`,
        cities[i % cities.length],
        categories[i % categories.length],
        (i * 31) % 1000,
        `"note ${i}, with a comma"`,
      ].join(','),
    )
  }
  return `${lines.join('\n')}\n`
}
