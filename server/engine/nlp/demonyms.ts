import countries from 'world-countries'

/**
 * What people of a place are called ("American", "Japanese"), for the names and codes a cell may
 * hold for that place ("USA", "United States", "US", "Japan"), so "American cars" binds Origin =
 * USA. Countries come from the world-countries data set (its English demonyms and spellings);
 * continents, which it does not list, are the six below.
 */
const CONTINENTS: Record<string, string> = {
  europe: 'european',
  asia: 'asian',
  africa: 'african',
  'north america': 'north american',
  'south america': 'south american',
  oceania: 'oceanian',
}

let table: Map<string, string[]> | null = null

const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()

/** The demonyms of a place named by a cell value (lowercase), or none. */
export function demonymsOf(value: string): string[] {
  if (!table) {
    table = new Map()
    for (const c of countries) {
      const eng = c.demonyms?.eng
      if (!eng) continue
      const words = [...new Set([eng.m, eng.f].filter(Boolean).map(key))]
      for (const name of [c.name.common, c.name.official, c.cca2, c.cca3, ...c.altSpellings]) {
        const k = key(name)
        if (!table.has(k)) table.set(k, words)
      }
    }
    for (const [place, demonym] of Object.entries(CONTINENTS)) table.set(place, [demonym])
  }
  return table.get(key(value)) ?? []
}
