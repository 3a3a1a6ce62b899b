/**
 * Vega's number and time locales (d3-format and d3-time-format definitions) for the app's
 * language, taken from Intl so they always match the tables and text around the chart: month and
 * day names on time axes, decimal and group separators on value axes. Vega ships no locales of
 * its own, and a hand-kept table per language would drift from Intl.
 */

interface ChartLocale {
  formatLocale: {
    decimal: string
    thousands: string
    grouping: number[]
    currency: [string, string]
  }
  timeFormatLocale: {
    dateTime: string
    date: string
    time: string
    periods: [string, string]
    days: string[]
    shortDays: string[]
    months: string[]
    shortMonths: string[]
  }
}

const cache = new Map<string, ChartLocale>()

export function chartLocale(language: string): ChartLocale {
  const hit = cache.get(language)
  if (hit) return hit
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6)
  const part = (type: string, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
    return dates.map((d) => format.format(d))
  }
  // 2023-01-01 was a Sunday: d3 lists days from Sunday.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i)))
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2023, i, 1)))
  const periods = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  })
  const period = (hour: number) =>
    periods.formatToParts(new Date(Date.UTC(2023, 0, 1, hour))).find((p) => p.type === 'dayPeriod')
      ?.value ?? (hour < 12 ? 'AM' : 'PM')
  const locale: ChartLocale = {
    formatLocale: {
      decimal: part('decimal', '.'),
      thousands: part('group', ','),
      grouping: [3],
      currency: ['', ''],
    },
    timeFormatLocale: {
      dateTime: '%x %X',
      date: '%Y-%m-%d',
      time: '%H:%M:%S',
      periods: [period(9), period(15)],
      days: names({ weekday: 'long' }, days),
      shortDays: names({ weekday: 'short' }, days),
      months: names({ month: 'long' }, months),
      shortMonths: names({ month: 'short' }, months),
    },
  }
  cache.set(language, locale)
  return locale
}
