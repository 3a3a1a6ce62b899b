import type { Catalog } from '@/lib/i18n/use-t'

/**
 * The words of the chat's files: the Markdown export (written in the UI language of the moment)
 * and the plain-words reasons an import is refused. Conversation text is never translated.
 */
const en = {
  untitled: 'New chat',
  model: 'Model: {model}',
  created: 'Created: {date}',
  systemPrompt: 'System prompt:',
  you: 'You',
  assistant: 'Assistant',
  system: 'System',
  reasoning: 'Reasoning',
  sources: 'Sources:',
  'incomplete.cancelled': 'stopped before the end',
  'incomplete.length': 'cut short at the length limit',
  'incomplete.error': 'did not finish: an error',
  'incomplete.interrupted': 'interrupted when the page closed',
  'import.notJson': 'This file is not JSON. Import a file made with “Export JSON”.',
  'import.notExport': 'This file is not a Parley chat export.',
  'import.conversationNotObject': 'Conversation {n} is not an object.',
  'import.conversationNoId': 'Conversation {n} has no id.',
  'import.messageNoId': 'Message {n} has no id.',
  'import.messageRole': 'Message {n} has an unknown role {role}.',
  'import.messageNoText': 'Message {n} has no text content.',
}

export type ChatFileKey = keyof typeof en

const zhCN: Record<ChatFileKey, string> = {
  untitled: '新对话',
  model: '模型：{model}',
  created: '创建于：{date}',
  systemPrompt: '系统提示词：',
  you: '你',
  assistant: '助手',
  system: '系统',
  reasoning: '推理过程',
  sources: '来源：',
  'incomplete.cancelled': '未完成即停止',
  'incomplete.length': '达到长度上限而截断',
  'incomplete.error': '因出错未完成',
  'incomplete.interrupted': '页面关闭时中断',
  'import.notJson': '此文件不是 JSON。请导入用“导出 JSON”生成的文件。',
  'import.notExport': '此文件不是 Parley 对话导出文件。',
  'import.conversationNotObject': '第 {n} 个对话不是对象。',
  'import.conversationNoId': '第 {n} 个对话没有 ID。',
  'import.messageNoId': '第 {n} 条消息没有 ID。',
  'import.messageRole': '第 {n} 条消息的角色 {role} 无法识别。',
  'import.messageNoText': '第 {n} 条消息没有文本内容。',
}

export const chatFileCatalog: Catalog<ChatFileKey> = { en, 'zh-CN': zhCN }
