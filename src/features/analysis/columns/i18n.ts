import { useCatalog, type Catalog, type TranslateFn } from '@/lib/i18n/use-t'

/**
 * The words of the Columns view and of teaching a word from a reply (docs/i18n.md). Column
 * names, values and the engine's own phrases are data: they are never in this catalog.
 */
const en = {
  'columns.open': 'Columns',
  'columns.title': 'Columns',
  'columns.intro':
    'How questions about this dataset are read. Add the words people use for a column, its unit or its role; new questions use them.',
  'columns.loading': 'Reading the columns…',
  'columns.loadError': 'The columns could not be loaded: {message}',
  'columns.empty': 'This dataset has no ready data source yet.',
  'columns.find': 'Find a column',
  'columns.none': 'No column matches.',
  'columns.header.column': 'Column',
  'columns.header.plain': 'Read as',
  'columns.header.words': 'Words for it',
  'columns.header.unit': 'Unit',
  'columns.header.role': 'Role',
  'columns.words': 'Words for {column}',
  'columns.wordsHint': 'Separate words with commas.',
  'columns.alsoKnown': 'Also understood:',
  'columns.unit': 'Unit of {column}',
  'columns.role': 'Role of {column}',
  'columns.role.auto': 'Automatic: {role}',
  'columns.role.measure': 'measure',
  'columns.role.label': 'label (numbers that name things)',
  'columns.role.dimension': 'category',
  'columns.role.id': 'identifier',
  'columns.role.time': 'time',
  'columns.role.none': 'not used',
  'columns.save': 'Save',
  'columns.saving': 'Saving…',
  'columns.saved': 'Saved. New questions use these words.',
  'columns.undo': 'Undo changes',
  'columns.close': 'Close',
  'columns.saveError': 'Saving failed: {message}',
  'columns.tooManyWords': '{column}: at most {max, plural, one {# word} other {# words}}.',
  'columns.wordTooLong':
    '{column}: a word has at most {max, plural, one {# character} other {# characters}}.',
  'columns.unitTooLong':
    '{column}: a unit has at most {max, plural, one {# character} other {# characters}}.',
  'teach.title': 'Teach a word',
  'teach.ask': 'What does “{word}” mean here?',
  'teach.column': 'It names the column',
  'teach.chooseColumn': 'Choose a column',
  'teach.value': 'Or one of its values',
  'teach.wholeColumn': 'The column itself',
  'teach.submit': 'Teach and ask again',
  'teach.sending': 'Teaching…',
  'teach.cancel': 'Cancel',
  'teach.error': 'Teaching failed: {message}',
  'teach.loading': 'Reading the columns…',
  'teach.loadError': 'The columns could not be loaded: {message}',
  'readings.title': 'Readings',
  'readings.hint':
    'Pick what the words mean: the dataset learns it, and the question is asked that way.',
  'readings.column': '“{phrase}” = {column}',
  'readings.value': '“{phrase}” = {column} = {value}',
  'readings.none': 'None of these',
} as const

type ColumnsKey = keyof typeof en

const zhCN: Record<ColumnsKey, string> = {
  'columns.open': '列',
  'columns.title': '列',
  'columns.intro':
    '这里显示如何理解关于此数据集的问题。为列添加人们常用的称呼、单位或用途；之后的新问题会用到它们。',
  'columns.loading': '正在读取列…',
  'columns.loadError': '无法加载列：{message}',
  'columns.empty': '此数据集还没有可用的数据源。',
  'columns.find': '查找列',
  'columns.none': '没有匹配的列。',
  'columns.header.column': '列',
  'columns.header.plain': '理解为',
  'columns.header.words': '称呼',
  'columns.header.unit': '单位',
  'columns.header.role': '用途',
  'columns.words': '{column} 的称呼',
  'columns.wordsHint': '多个称呼用逗号分隔。',
  'columns.alsoKnown': '也能理解：',
  'columns.unit': '{column} 的单位',
  'columns.role': '{column} 的用途',
  'columns.role.auto': '自动：{role}',
  'columns.role.measure': '度量',
  'columns.role.label': '标签（给事物编号的数字）',
  'columns.role.dimension': '类别',
  'columns.role.id': '标识',
  'columns.role.time': '时间',
  'columns.role.none': '未使用',
  'columns.save': '保存',
  'columns.saving': '正在保存…',
  'columns.saved': '已保存。新问题会使用这些称呼。',
  'columns.undo': '撤销更改',
  'columns.close': '关闭',
  'columns.saveError': '保存失败：{message}',
  'columns.tooManyWords': '{column}：最多 {max, plural, other {# 个称呼}}。',
  'columns.wordTooLong': '{column}：每个称呼最多 {max, plural, other {# 个字符}}。',
  'columns.unitTooLong': '{column}：单位最多 {max, plural, other {# 个字符}}。',
  'teach.title': '教一个词',
  'teach.ask': '“{word}”在这里指什么？',
  'teach.column': '它指的列',
  'teach.chooseColumn': '选择一列',
  'teach.value': '或该列中的一个值',
  'teach.wholeColumn': '整列',
  'teach.submit': '教会并重新提问',
  'teach.sending': '正在提交…',
  'teach.cancel': '取消',
  'teach.error': '提交失败：{message}',
  'teach.loading': '正在读取列…',
  'teach.loadError': '无法加载列：{message}',
  'readings.title': '可能的理解',
  'readings.hint': '选择这些词的意思：数据集会记住它，并按这个意思提问。',
  'readings.column': '“{phrase}” = {column}',
  'readings.value': '“{phrase}” = {column} = {value}',
  'readings.none': '都不是',
}

const columnsCatalog: Catalog<ColumnsKey> = { en, 'zh-CN': zhCN }

export type ColumnsTranslate = TranslateFn<ColumnsKey>

/** t(key, values) for the Columns view and teaching, in the UI language. */
export const useColumnsT = (): ColumnsTranslate => useCatalog(columnsCatalog)
