/**
 * Every sentence the engine writes, in English. This catalog defines the keys: the other
 * languages' catalogs are Record<SayKey, string>, so a key missing from one does not compile.
 * Keys are named by who says them; {name} placeholders are filled by say() (index.ts).
 */
export const EN = {
  // The titles of a job's steps and its charts' kinds.
  'step.plan': 'Plan the answer',
  'step.query': 'Query the data',
  'step.chart': 'Draw the chart',
  'step.respond': 'Conclusions',
  'chart.bar': 'bar chart',
  'chart.line': 'line chart',
  'chart.titleBy': '{measure} by {dim}',

  // Replies without a question to analyse (analyze.ts).
  'talk.hello':
    'Hello! Ask me anything about {dataset}: totals, averages, rankings, trends, distributions, comparisons or correlations.',
  'talk.thanks': 'You are welcome! Ask another question whenever you like.',
  'talk.bye': 'Goodbye! Your session and its answers are saved.',
  'talk.help':
    'I answer questions about your data with real numbers computed in SQL: totals and averages by group, top N, trends over time, distributions, comparisons, correlations and filtered counts.',
  'talk.analytics': 'There was no question to analyse, so here is an overview of {file}.',
  'talk.noData':
    'There is no synched data source to analyse yet. Upload a CSV, TSV, JSON or Parquet file, or pick a sample dataset.',

  // Retrieval jobs over documents (documents/).
  'step.route': 'Choose how to answer',
  'step.search': 'Search the documents',
  'docs.routeOnly':
    'Answering from the documents: the sources are documents ({files}), with no table to analyse.',
  'docs.routeMix':
    "Answering from the documents: {docHits} of the question's {terms} content words ({words}) are in the documents, {tableHits} name columns or values of the tables.",
  'docs.routeTables':
    "Analysing the tables: {tableHits} of the question's {terms} content words ({words}) name columns, values or calculations of the tables, {docHits} are in the documents.",
  'docs.searched': 'Searched {passages} passages of {files} for: {words}.',
  'docs.found': 'Best passages: {list}.',
  'docs.answer': 'From the documents:',
  'docs.notSaid': 'The documents do not say anything about {words}.',
  'docs.notTogether':
    'The documents do not say: no passage speaks of {words} together, so there is nothing to quote.',
  'docs.noWords': 'The documents do not say: the question has no words to look for in them.',
  'docs.needTable':
    'Analysis needs a table, and the sources here are documents only ({files}). Ask in AUTO mode to answer from the documents, with quotes and citations.',
  'docs.page': 'page {page}',
  'docs.slide': 'slide {page}',
  'step.write': 'Write the answer',
  'docs.written':
    'Written by {model} from the passages found: every sentence cites a passage, and every number in it is in the passage it cites.',
  'docs.modelFallback':
    'The answer quotes the passages as written: the answer of {model} could not be used ({reason}).',
  'docs.modelNotSaid': 'The documents do not say: the passages found do not answer this question.',

  // The rule planner's replies (plan/); the model planner shares readAs and columns.
  'reply.readAs': 'I read this as: {plan}.',
  'reply.followUp': 'Following up on the previous question.',
  'reply.notUnderstood': 'Words I could not place: {words}.',
  'reply.setAside': 'Words that do not change this answer: {words}.',
  'reply.cannotCompute':
    "I can't answer that from {file}: nothing in it measures {words}, so I will not give a number for it.",
  'reply.cannotSelect':
    "I can't answer that from {file}: nothing in it says which rows were {words}, so I will not give a number for it.",
  'reply.noTime':
    "I can't show a change over time from {file}: it has no date or year column, only one snapshot.",
  'reply.notPlanned':
    'I could not tell what to compute from this question in {file}, so I give no number.',
  'reply.forecast':
    "I can't predict the future from this data; here is what it shows so far instead: {plan}.",
  'reply.cannotWhy':
    "I can't tell why from {file}: the data records what happened, not its causes, so I will not give a number for it.",
  'reply.noPeriod':
    "I can't answer that from {file}: it has no data for {period} (it covers {from} to {to}), so I will not give a number for it.",
  'reply.tryInstead': 'Questions I can answer instead:',
  'reply.columns': 'The data has these columns: {columns}.',
  'reply.noRows': 'No rows match these conditions.',
  'reply.retry':
    'The first attempt failed ({error}). Retrying with values that are not numbers ignored.',

  // Notes under an answer (plan/notes.ts, plan/run.ts, kinds/format.ts).
  'note.smallGroup': 'Note: {group} has only {n} rows, so its figure rests on little data.',
  'note.partial': 'Note: {period} is a partial period ({n} of {full} months).',
  'note.tied': 'Tied: {n} groups share these places, so all of them are shown.',
  'note.tiedMany': 'Tied: at least {n} share these places; only {n} of them are shown.',
  // Intl.PluralRules picks one of these two.
  'note.ignoredOne': '{n} value that is not a number was ignored.',
  'note.ignoredOther': '{n} values that are not numbers were ignored.',

  // The words restatements, labels and findings are built from (plan/labels.ts, kinds/).
  'word.total': 'total {x}',
  'word.average': 'average {x}',
  'word.median': 'median {x}',
  'word.count': 'number of {x}',
  'word.distinct': 'number of distinct {x}',
  'word.min': 'lowest {x}',
  'word.max': 'highest {x}',
  'word.share': 'share of {x}',
  'word.unconverted': '{x} (as stored: not converted to {unit})',
  'word.ratio': 'ratio of {x}',
  'word.missing': 'rows with {x} missing',
  'word.known': 'rows with {x} known',
  'word.points': 'percentage points',
  'word.difference': 'difference',
  'compare.higherBy': '{higher} is higher than {lower} by {gap}.',
  'word.change': 'change',
  'word.correlation': 'correlation of {x} and {y}',
  'word.rows': 'rows',
  'word.and': ' and ',
  'word.where': ' where ',
  'word.per': ' per ',
  'word.top': 'top {n}',
  'word.first': 'first',
  'word.last': 'last',
  'word.of': ' of ',
  'word.between': 'between {a} and {b}',
  'word.vs': ' vs ',
  'word.averagedYear': '{measure} in each year, averaged over the years with data',
  'word.averagedMonth': '{measure} in each month, averaged over the months with data',
  'word.averagedDay': '{measure} on each day, averaged over the days with data',

  'word.allGroups': '{x}, all {n} groups together',
  'word.calendarMonth': 'calendar month (all years together)',
  'word.highestN': 'highest {n}',
  'word.lowestN': 'lowest {n}',
  'word.rowsHighest': '{n} rows with the highest {x}',
  'word.rowsLowest': '{n} rows with the lowest {x}',
  'word.rowHighest': 'the row with the highest {x}',
  'word.rowLowest': 'the row with the lowest {x}',

  // The model planner's steps and findings (model/).
  'planner.plannedBy': 'Planned by {model}.',
  'planner.fallback':
    'Planned by the built-in rules: the answer of {model} could not be used ({reason}).',
  'planner.sqlPlan':
    'Planned by {model}: {restatement}. The model wrote this SQL; it was checked (a single SELECT over this dataset only) and run with a limit of {rows} rows.',
  'planner.cannot': 'I can’t answer this from {files}: {reason}',
  'planner.cannotStep':
    'Planned by {model}, which found that the data cannot answer this question.',
  'planner.noRows': 'No rows match this question.',
  'planner.value': 'The answer is **{value}** ({column}).',
  'planner.row': 'The answer: {pairs}.',
  'planner.rows': 'The query returned {n} rows:',
  'planner.rowsFirst': 'The query returned {n} rows; the first {shown}:',
  'planner.total': 'Totals over these {n} rows: {totals}.',
  'planner.truncated': 'Only the first {n} rows were kept.',
  'planner.chart': 'A {chart} of {y} by {x}.',
  'planner.timeout': 'no answer within {s} s',
  'planner.empty': 'its query returned no rows',
  'planner.wrongLanguage': 'its prose was written in {seen}, not in {asked}',

  // Suggested questions (plan/suggest.ts); the engine reads each back to check it.
  'suggest.totalBy': 'What is the total {measure} by {dim}?',
  'suggest.averageBy': 'What is the average {measure} by {dim}?',
  'suggest.highestAverage': 'Which {dim} has the highest average {measure}?',
  'suggest.changeSince': 'How has the average {measure} changed since {year}?',
  'suggest.averageByMonth': 'What is the average {measure} by month?',
  'suggest.medianAndAverage': 'What are the median and the average {measure}?',
  'suggest.howManyDifferent': 'How many different {dims} are there?',
  'suggest.howManyKinds': 'How many different kinds of {dim} are there?',
  'suggest.correlated': 'How strongly are {a} and {b} correlated?',

  // Result sentences of the stats, correlation, seasonality, period-average, overview and compare kinds.
  'season.highLow': 'Highest: {high} ({highValue}); lowest: {low} ({lowValue}).',
  'period.over': '(over {periods} with data)',
  'word.moreInTable': '… {n} more in the table.',
  'stat.median': 'median',
  'stat.avg': 'mean',
  'stat.min': 'lowest',
  'stat.max': 'highest',
  'stat.spread': 'spread (highest − lowest)',
  'stat.std': 'standard deviation',
  'stat.percentile': '{nth} percentile',
  'stat.values': '({n} values)',
  'word.pearson': "Pearson's r",
  'corr.result': 'r = {r} over {n} pairs: {relationship}.',
  'corr.strongPositive': 'a strong positive relationship',
  'corr.strongNegative': 'a strong negative relationship',
  'corr.moderatePositive': 'a moderate positive relationship',
  'corr.moderateNegative': 'a moderate negative relationship',
  'corr.weakPositive': 'a weak positive relationship',
  'corr.weakNegative': 'a weak negative relationship',
  'corr.none': 'no clear relationship',
  'overview.restate':
    "an overview of the data: each column's values, range and missing values, and the strongest relationship",
  'share.partOf': '({part} of {whole})',
  'compare.line': '{a} vs {b}: {difference} {diff} ({pct}, ratio {ratio}×)',
  'compare.noRowsFor': 'No rows for: {values}.',
} satisfies Record<string, string>

export type SayKey = keyof typeof EN
