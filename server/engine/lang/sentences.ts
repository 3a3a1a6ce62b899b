/** Every sentence the v2 engine writes; each output language supplies all of them. */
export const SENTENCE_KEYS = [
  'readAs', // I read this as: {plan}
  'followUp', // Following up on the previous question.
  'notUnderstood', // Words I could not place: {words}
  'cannotCompute', // I can't answer this from {file}: nothing in it measures {words}.
  'cannotSelect', // I can't answer this from {file}: nothing in it says which rows are {words}.
  'noTime', // I can't show a change over time: {file} has no date or year column.
  'notPlanned', // I could not tell what to compute from this question in {file}.
  'forecast', // honest forecast
  'why', // honest why
  'tryInstead', // Questions I can answer instead:
  'columns', // The data has these columns: {columns}
  'smallGroup', // {group} has only {n} rows, so its figure is fragile.
  'partial', // {period} is partial ({n} of {full} months).
  'noRows', // No rows match.
  'tied', // Tied: {n} groups share these places, so all are shown.
  'tiedMany', // Tied: at least {n} share these places; {n} of them are shown.
  'averagedYear', // {measure} in each year, averaged over the years with data
  'averagedMonth',
  'averagedDay',
  'retry', // The first attempt failed ({error}). Retrying …
  'ignoredOne', // {n} value that is not a number was ignored. (Intl.PluralRules "one")
  'ignoredOther', // {n} values that are not numbers were ignored.
  'chartTitleBy', // {measure} by {dim}
  'total', 'average', 'median', 'count', 'distinct', 'min', 'max', 'share', 'ratio',
  'missing', 'known', 'difference', 'change', 'correlation', 'rows',
  'and', 'where', 'per', 'top', 'first', 'last', 'of', 'between', 'vs',
] as const
export type SentenceKey = (typeof SENTENCE_KEYS)[number]
export type Sentences = Record<SentenceKey, string>

export const EN_SENTENCES: Sentences = {
  readAs: 'I read this as: {plan}.',
  followUp: 'Following up on the previous question.',
  notUnderstood: 'Words I could not place: {words}.',
  cannotCompute:
    "I can't answer that from {file}: nothing in it measures {words}, so I will not give a number for it.",
  cannotSelect:
    "I can't answer that from {file}: nothing in it says which rows were {words}, so I will not give a number for it.",
  noTime:
    "I can't show a change over time from {file}: it has no date or year column, only one snapshot.",
  notPlanned:
    "I could not tell what to compute from this question in {file}, so I give no number.",
  forecast:
    "I can't predict the future from this data; here is what it shows so far instead: {plan}.",
  why: "The data cannot say why; here is what it shows: {plan}.",
  tryInstead: 'Questions I can answer instead:',
  columns: 'The data has these columns: {columns}.',
  smallGroup: 'Note: {group} has only {n} rows, so its figure rests on little data.',
  partial: 'Note: {period} is a partial period ({n} of {full} months).',
  noRows: 'No rows match these conditions.',
  tied: 'Tied: {n} groups share these places, so all of them are shown.',
  tiedMany: 'Tied: at least {n} share these places; only {n} of them are shown.',
  averagedYear: '{measure} in each year, averaged over the years with data',
  averagedMonth: '{measure} in each month, averaged over the months with data',
  averagedDay: '{measure} on each day, averaged over the days with data',
  retry: 'The first attempt failed ({error}). Retrying with values that are not numbers ignored.',
  ignoredOne: '{n} value that is not a number was ignored.',
  ignoredOther: '{n} values that are not numbers were ignored.',
  chartTitleBy: '{measure} by {dim}',
  total: 'total {x}',
  average: 'average {x}',
  median: 'median {x}',
  count: 'number of {x}',
  distinct: 'number of distinct {x}',
  min: 'lowest {x}',
  max: 'highest {x}',
  share: 'share of {x}',
  ratio: 'ratio of {x}',
  missing: 'rows with {x} missing',
  known: 'rows with {x} known',
  difference: 'difference',
  change: 'change',
  correlation: 'correlation of {x} and {y}',
  rows: 'rows',
  and: ' and ',
  where: ' where ',
  per: ' per ',
  top: 'top {n}',
  first: 'first',
  last: 'last',
  of: ' of ',
  between: 'between {a} and {b}',
  vs: ' vs ',
}

export const ZH_SENTENCES: Sentences = {
  readAs: '我的理解：{plan}。',
  followUp: '接着上一个问题。',
  notUnderstood: '我无法对应到数据的词：{words}。',
  cannotCompute: '无法根据 {file} 回答：其中没有衡量“{words}”的数据，因此我不给出数字。',
  cannotSelect: '无法根据 {file} 回答：其中没有数据说明哪些行属于“{words}”，因此我不给出数字。',
  noTime: '无法展示随时间的变化：{file} 没有日期或年份列，只是一个时点的快照。',
  notPlanned: '我无法从这个问题判断要在 {file} 中计算什么，因此不给出数字。',
  forecast: '我无法根据这些数据预测未来；以下是数据到目前为止显示的情况：{plan}。',
  why: '数据无法说明原因；以下是它显示的情况：{plan}。',
  tryInstead: '我可以回答这些问题：',
  columns: '数据包含这些列：{columns}。',
  smallGroup: '注意：{group} 只有 {n} 行，数字依据很少。',
  partial: '注意：{period} 是不完整的时期（{n}/{full} 个月）。',
  noRows: '没有符合条件的行。',
  tied: '有并列：{n} 组的数值相同，全部列出。',
  tiedMany: '有并列：至少 {n} 个数值相同，只列出其中 {n} 个。',
  averagedYear: '{measure}按年合计，再对有数据的年份取平均',
  averagedMonth: '{measure}按月合计，再对有数据的月份取平均',
  averagedDay: '{measure}按日合计，再对有数据的日子取平均',
  retry: '第一次尝试失败（{error}）。忽略非数字的值后重试。',
  ignoredOne: '有 {n} 个非数字的值被忽略。',
  ignoredOther: '有 {n} 个非数字的值被忽略。',
  chartTitleBy: '按{dim}的{measure}',
  total: '{x}总计',
  average: '{x}平均值',
  median: '{x}中位数',
  count: '{x}数量',
  distinct: '不同{x}的数量',
  min: '{x}最低值',
  max: '{x}最高值',
  share: '{x}占比',
  ratio: '{x}之比',
  missing: '{x}缺失的行',
  known: '{x}已知的行',
  difference: '差值',
  change: '变化',
  correlation: '{x}与{y}的相关系数',
  rows: '行',
  and: '和',
  where: '，条件：',
  per: '，按',
  top: '前 {n}',
  first: '最早',
  last: '最近',
  of: '的',
  between: '{a} 到 {b}',
  vs: ' 对比 ',
}

export const AR_SENTENCES: Sentences = {
  readAs: 'فهمت السؤال هكذا: {plan}.',
  followUp: 'متابعة للسؤال السابق.',
  notUnderstood: 'كلمات لم أستطع ربطها بالبيانات: {words}.',
  cannotCompute: 'لا أستطيع الإجابة من {file}: لا شيء فيه يقيس {words}، لذلك لن أعطي رقمًا.',
  cannotSelect: 'لا أستطيع الإجابة من {file}: لا شيء فيه يبيّن أي الصفوف {words}، لذلك لن أعطي رقمًا.',
  noTime: 'لا أستطيع عرض التغير عبر الزمن: لا يحتوي {file} على عمود تاريخ أو سنة.',
  notPlanned: 'لم أستطع أن أحدد ما يجب حسابه من هذا السؤال في {file}، لذلك لن أعطي رقمًا.',
  forecast: 'لا أستطيع التنبؤ بالمستقبل من هذه البيانات؛ هذا ما تظهره حتى الآن: {plan}.',
  why: 'لا تستطيع البيانات أن تقول لماذا؛ هذا ما تظهره: {plan}.',
  tryInstead: 'أسئلة أستطيع الإجابة عنها:',
  columns: 'أعمدة البيانات: {columns}.',
  smallGroup: 'ملاحظة: {group} فيها {n} صفوف فقط، فالرقم يستند إلى بيانات قليلة.',
  partial: 'ملاحظة: {period} فترة ناقصة ({n} من {full} أشهر).',
  noRows: 'لا توجد صفوف تطابق هذه الشروط.',
  tied: 'تعادل: {n} مجموعات تتشارك هذه المراتب، لذا تُعرض كلها.',
  tiedMany: 'تعادل: {n} على الأقل تتشارك هذه المراتب؛ تُعرض {n} منها فقط.',
  averagedYear: '{measure} في كل سنة، بمتوسط على السنوات التي فيها بيانات',
  averagedMonth: '{measure} في كل شهر، بمتوسط على الأشهر التي فيها بيانات',
  averagedDay: '{measure} في كل يوم، بمتوسط على الأيام التي فيها بيانات',
  retry: 'فشلت المحاولة الأولى ({error}). إعادة المحاولة مع تجاهل القيم غير الرقمية.',
  ignoredOne: 'تم تجاهل قيمة واحدة غير رقمية ({n}).',
  ignoredOther: 'تم تجاهل {n} من القيم غير الرقمية.',
  chartTitleBy: '{measure} حسب {dim}',
  total: 'مجموع {x}',
  average: 'متوسط {x}',
  median: 'وسيط {x}',
  count: 'عدد {x}',
  distinct: 'عدد القيم المختلفة لـ {x}',
  min: 'أدنى {x}',
  max: 'أعلى {x}',
  share: 'نسبة {x}',
  ratio: 'نسبة {x}',
  missing: 'صفوف ينقصها {x}',
  known: 'صفوف فيها {x}',
  difference: 'الفرق',
  change: 'التغير',
  correlation: 'ارتباط {x} و{y}',
  rows: 'صفوف',
  and: ' و',
  where: ' حيث ',
  per: ' لكل ',
  top: 'أعلى {n}',
  first: 'الأول',
  last: 'الأخير',
  of: ' من ',
  between: 'بين {a} و{b}',
  vs: ' مقابل ',
}
