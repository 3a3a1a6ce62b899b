import type { MessageKey } from './en'

/** 简体中文. */
export const ZH_CN: Record<MessageKey, string> = {
  'chart.bar': '柱状图',
  'chart.line': '折线图',
  'step.query': '查询数据',
  'step.chart': '绘制图表',
  'step.respond': '结论',
  'u.noData':
    '目前还没有已同步的数据源可供分析。请上传 CSV、TSV、JSON 或 Parquet 文件，或选择一个示例数据集。',
  'talk.hello':
    '你好！可以问我任何关于 {dataset} 的问题：总和、平均值、排名、趋势、分布、比较或相关性。',
  'talk.thanks': '不客气！随时可以继续提问。',
  'talk.bye': '再见！你的会话和回答都已保存。',
  'talk.help':
    '我会用 SQL 计算出的真实数字回答关于数据的问题：分组的总和与平均值、前 N 名、时间趋势、分布、比较、相关性和条件计数。',
  'talk.analytics': '没有可分析的问题，以下是 {file} 的概览。',
}
