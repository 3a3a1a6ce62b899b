/** English sentences of the engine; {name} placeholders are filled by i18n/index.ts. */
export const EN = {
  'chart.bar': 'bar chart',
  'chart.line': 'line chart',
  'step.query': 'Query the data',
  'step.chart': 'Draw the chart',
  'step.respond': 'Conclusions',
  'u.noData':
    'There is no synched data source to analyse yet. Upload a CSV, TSV, JSON or Parquet file, or pick a sample dataset.',
  'talk.hello':
    'Hello! Ask me anything about {dataset}: totals, averages, rankings, trends, distributions, comparisons or correlations.',
  'talk.thanks': 'You are welcome! Ask another question whenever you like.',
  'talk.bye': 'Goodbye! Your session and its answers are saved.',
  'talk.help':
    'I answer questions about your data with real numbers computed in SQL: totals and averages by group, top N, trends over time, distributions, comparisons, correlations and filtered counts.',
  'talk.analytics': 'There was no question to analyse, so here is an overview of {file}.',
}

export type MessageKey = keyof typeof EN
