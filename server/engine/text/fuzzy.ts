/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps), capped for speed. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i]
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j)
        continue
      }
      const prev = rows[i - 1] ?? []
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      }
      row.push(best)
    }
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? cap + 1
}

/** Typos tolerated by word length: none below 5 letters, one up to 7, two from 8. */
export function isNearMiss(word: string, target: string): boolean {
  if (word === target) return true
  const len = Math.min(word.length, target.length)
  if (len < 5) return false
  return editDistance(word, target, 2) <= (len >= 8 ? 2 : 1)
}
