/**
 * Country and territory names in other languages mapped to their English names, from
 * Intl.DisplayNames (ICU data built into Node), so "卡塔尔" or "Alemania" can bind to a cell
 * "Qatar" or "Germany" without a hand-written gazetteer.
 */
const CODES: string[] = (() => {
  const out: string[] = []
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  for (const a of A) for (const b of A) out.push(a + b)
  return out
})()

const byLocale = new Map<string, Map<string, string>>()

export function englishRegionName(word: string, locale: string): string | null {
  let map = byLocale.get(locale)
  if (!map) {
    map = new Map()
    const local = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    for (const code of CODES) {
      const l = local.of(code)
      const e = en.of(code)
      if (l && e && l !== code) map.set(l.toLowerCase(), e)
    }
    byLocale.set(locale, map)
  }
  return map.get(word.toLowerCase()) ?? null
}

/** US states by name, for data that stores postal codes (TX, AK…). */
export const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  'district of columbia': 'DC',
  guam: 'GU',
}
