import type { ChatErrorCode } from '@contract/chat'
import { isKeyRefused, type ApiErrorInit } from '@/lib/http'
import { useCatalog, type Catalog } from '@/lib/i18n/use-t'

/**
 * The chat pane's own strings, as ICU messages (docs/i18n.md): t('key', { name: value }). Service
 * text (replies, the service's own error words) is shown as sent.
 */
const en = {
  chat: 'Chat',
  message: 'Message',
  send: 'Send',
  stop: 'Stop',
  model: 'Model',
  modelsFailed: 'Could not load models',
  empty: 'Ask anything. Replies stream in as they are written, and are saved as they arrive.',
  you: 'You',
  assistant: 'Assistant',
  system: 'System',
  retry: 'Retry',
  regenerate: 'Regenerate',
  continue: 'Continue',
  copy: 'Copy',
  copied: 'Copied',
  sources: 'Sources',
  edit: 'Edit',
  save: 'Save and send',
  cancel: 'Cancel',
  editMessage: 'Edit message',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  version: 'Version',
  stopped: 'Stopped. What arrived is kept.',
  cutShort:
    'Cut short: the reply reached its length limit (max tokens). Continue asks for the rest.',
  interrupted:
    'Interrupted: the page closed while this reply was streaming. Every character that arrived is kept.',
  reasoning: 'Reasoning',
  thinking: 'Thinking…',
  conversationTokens: 'Tokens used in this chat',
  tokenCount: '{count, plural, one {# token} other {# tokens}}',
  usage: '{prompt} in · {completion} out',
  usageReasoning: '({count} reasoning)',
  reasoningChars: '{count, plural, one {# character} other {# characters}}',
  reasoningSeconds: '{seconds} s',
  modelContext: 'Context: {count, plural, one {# token} other {# tokens}}',
  modelMaxReply: 'Longest reply: {count, plural, one {# token} other {# tokens}}',
  errorCode: 'Code {code}',
  errorHttp: 'HTTP {status}',
  errorTrace: 'Trace ID {id}',
  serviceWords: 'What the service said',
  ruleNoModel: 'Pick a model first.',
  ruleMaxTokensInvalid: 'Max tokens must be a whole number of at least 1.',
  ruleMaxTokensOver: 'Max tokens is {value}, but {model} allows at most {max}.',
  ruleMessages: 'The messages of this chat are not in an order the service accepts ({param}).',
  streaming: 'Writing…',
  jumpToLatest: 'Jump to latest',
  newChat: 'New chat',
  untitled: 'New chat',
  conversations: 'Conversations',
  closeConversations: 'Close conversations',
  searchConversations: 'Search conversations',
  noMatches: 'No conversation matches.',
  noConversations: 'No conversations yet.',
  pinned: 'Pinned',
  pin: 'Pin',
  unpin: 'Unpin',
  rename: 'Rename',
  renameTitle: 'Conversation title',
  delete: 'Delete',
  deleted: 'Conversation deleted.',
  undo: 'Undo',
  exportJson: 'Export JSON',
  exportMarkdown: 'Export Markdown',
  exportAllJson: 'Export all (JSON)',
  exportAllMarkdown: 'Export all (Markdown)',
  exportMenu: 'Export',
  importJson: 'Import JSON',
  importCounts: 'Import: {added} added, {updated} updated (newer in the file), {skipped} skipped.',
  importFailed: 'Import failed:',
  settings: 'Chat settings',
  systemPrompt: 'System prompt',
  systemPromptHint: 'Sent first in every request of this chat.',
  temperature: 'Temperature',
  temperatureHint: '0 to 2; empty uses the model default.',
  maxTokens: 'Max tokens',
  maxTokensHint: 'Longest reply in tokens; empty uses the model default.',
  maxTokensCeiling: 'At most {n} for this model.',
  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
  scNewChat: 'New chat',
  scFocus: 'Focus the message box',
  scStop: 'Stop the reply',
  scCopy: 'Copy the last reply',
  scSend: 'Send (Shift+Enter: new line)',
  scHelp: 'Show keyboard shortcuts',
  scSearch: 'Search conversations',
  announceFinished: 'Reply finished.',
  announceStopped: 'Reply stopped.',
  announceFailed: 'Reply did not finish.',
  announceCopied: 'Copied to the clipboard.',
  storageProblem: 'Saving problem:',
  dismiss: 'Dismiss',
  openSettings: 'Open Settings',
  errInvalidToken: 'The chat service did not accept the API key. Check "Chat API key" in Settings.',
  errInvalidModel:
    'Your API key may not use this model. Pick another model, or use a key that has access to it.',
  errCharactersTooLong:
    'Max tokens is above what this model allows. Lower "Max tokens" in Chat settings.',
  errTokensTooLong:
    'This conversation is too long for the model. Shorten your message or start a new chat.',
  errInvalidMessages:
    'The service flagged the message as sensitive content. Rephrase it and send again.',
  errRateLimit: 'Too many requests right now. Wait a moment, then retry.',
  errInternal: 'The chat service had an internal error. Retry in a moment.',
  errModelServer: 'The model server failed in the middle of the reply. What arrived is kept.',
  errIncomplete: 'The connection dropped before the reply finished. What arrived is kept.',
  errMalformed:
    'The service sent a broken piece of the reply, so it stopped there. What arrived is kept.',
  errNetwork:
    'Could not reach the chat service. Check your connection and the chat base URL in Settings.',
  errRequest: 'The service rejected the request.',
  errModelNotFound: 'This model does not exist on the service. Pick another model.',
  errUnknown: 'The reply failed.',
  ruleBroken: 'Not sent:',
  contextOver:
    'This message is about {count, plural, one {# token} other {# tokens}}; {name} reads at most {limit, plural, one {# token} other {# tokens}}. Send anyway?',
  sendAnyway: 'Send anyway',
  contextChecking: 'Counting tokens…',
  demoNotice:
    'The default models are an offline demo: they answer on this machine, and no language model is called. To use a real service, enter its base URL and key in Settings:',
  demoConnect: 'connect a real service',
  examples: 'Example prompts',
  example1: 'Explain how tides work, with a formula',
  example2: 'Write a Python function that checks for palindromes',
  example3: 'Plan a weekend trip to the coast',
  example4: 'Compare SQL and NoSQL databases in a table',
}

export type ChatKey = keyof typeof en

const zhCN: Record<ChatKey, string> = {
  chat: '对话',
  message: '消息',
  send: '发送',
  stop: '停止',
  model: '模型',
  modelsFailed: '无法加载模型列表',
  empty: '随便问。回复边写边显示，并随到随存。',
  you: '你',
  assistant: '助手',
  system: '系统',
  retry: '重试',
  regenerate: '重新生成',
  continue: '继续',
  copy: '复制',
  copied: '已复制',
  sources: '来源',
  edit: '编辑',
  save: '保存并发送',
  cancel: '取消',
  editMessage: '编辑消息',
  previousVersion: '上一个版本',
  nextVersion: '下一个版本',
  version: '版本',
  stopped: '已停止。已收到的内容会保留。',
  cutShort: '已截断：回复达到长度上限（最大词元数）。点“继续”获取剩余部分。',
  interrupted: '已中断：回复生成时页面被关闭。已收到的每个字符都已保留。',
  reasoning: '推理过程',
  thinking: '思考中…',
  conversationTokens: '本对话已用词元',
  tokenCount: '{count, plural, other {# 个词元}}',
  usage: '输入 {prompt} · 输出 {completion}',
  usageReasoning: '（推理 {count}）',
  reasoningChars: '{count, plural, other {# 个字符}}',
  reasoningSeconds: '{seconds} 秒',
  modelContext: '上下文：{count, plural, other {# 个词元}}',
  modelMaxReply: '最长回复：{count, plural, other {# 个词元}}',
  errorCode: '代码 {code}',
  errorHttp: 'HTTP {status}',
  errorTrace: '追踪 ID {id}',
  serviceWords: '服务原文',
  ruleNoModel: '请先选择模型。',
  ruleMaxTokensInvalid: '最大词元数必须是不小于 1 的整数。',
  ruleMaxTokensOver: '最大词元数为 {value}，但 {model} 最多允许 {max}。',
  ruleMessages: '本对话的消息顺序不符合服务的要求（{param}）。',
  streaming: '生成中…',
  jumpToLatest: '跳到最新',
  newChat: '新对话',
  untitled: '新对话',
  conversations: '对话列表',
  closeConversations: '关闭对话列表',
  searchConversations: '搜索对话',
  noMatches: '没有匹配的对话。',
  noConversations: '还没有对话。',
  pinned: '已置顶',
  pin: '置顶',
  unpin: '取消置顶',
  rename: '重命名',
  renameTitle: '对话标题',
  delete: '删除',
  deleted: '对话已删除。',
  undo: '撤销',
  exportJson: '导出 JSON',
  exportMarkdown: '导出 Markdown',
  exportAllJson: '全部导出（JSON）',
  exportAllMarkdown: '全部导出（Markdown）',
  exportMenu: '导出',
  importJson: '导入 JSON',
  importCounts: '导入：新增 {added} 个，更新 {updated} 个（文件中的较新），跳过 {skipped} 个。',
  importFailed: '导入失败：',
  settings: '对话设置',
  systemPrompt: '系统提示词',
  systemPromptHint: '在本对话的每个请求中最先发送。',
  temperature: '温度',
  temperatureHint: '0 到 2；留空使用模型默认值。',
  maxTokens: '最大词元数',
  maxTokensHint: '回复的最大词元数；留空使用模型默认值。',
  maxTokensCeiling: '此模型最多 {n}。',
  shortcuts: '键盘快捷键',
  close: '关闭',
  scNewChat: '新对话',
  scFocus: '聚焦输入框',
  scStop: '停止回复',
  scCopy: '复制最后一条回复',
  scSend: '发送（Shift+Enter 换行）',
  scHelp: '显示键盘快捷键',
  scSearch: '搜索对话',
  announceFinished: '回复完成。',
  announceStopped: '回复已停止。',
  announceFailed: '回复未完成。',
  announceCopied: '已复制到剪贴板。',
  storageProblem: '保存出错：',
  dismiss: '关闭',
  openSettings: '打开设置',
  errInvalidToken: '对话服务不接受该 API 密钥。请在设置中检查“对话 API 密钥”。',
  errInvalidModel: '你的 API 密钥无权使用此模型。请换一个模型，或使用有权限的密钥。',
  errCharactersTooLong: '最大词元数超过了此模型的上限。请在对话设置中调低“最大词元数”。',
  errTokensTooLong: '对话太长，超出模型上限。请缩短消息或新建对话。',
  errInvalidMessages: '服务将该消息标记为敏感内容。请换个说法再发送。',
  errRateLimit: '请求过于频繁。请稍候再重试。',
  errInternal: '对话服务内部出错。请稍后重试。',
  errModelServer: '模型服务在回复中途出错。已收到的内容会保留。',
  errIncomplete: '回复结束前连接断开。已收到的内容会保留。',
  errMalformed: '服务发送了损坏的数据，回复在此停止。已收到的内容会保留。',
  errNetwork: '无法连接对话服务。请检查网络和设置中的对话服务地址。',
  errRequest: '服务拒绝了该请求。',
  errModelNotFound: '服务上没有此模型。请换一个模型。',
  errUnknown: '回复失败。',
  ruleBroken: '未发送：',
  contextOver:
    '这条消息约 {count, plural, other {# 个词元}}；{name} 最多读取 {limit, plural, other {# 个词元}}。仍要发送吗？',
  sendAnyway: '仍然发送',
  contextChecking: '正在计算词元…',
  demoNotice:
    '默认模型是离线演示：它们在本机作答，不调用任何语言模型。要使用真实服务，请在设置中填写其地址和密钥：',
  demoConnect: '连接真实服务',
  examples: '示例提问',
  example1: '解释潮汐的原理，并给出公式',
  example2: '写一个判断回文的 Python 函数',
  example3: '规划一次周末海边旅行',
  example4: '用表格比较 SQL 和 NoSQL 数据库',
}

export const chatCatalog: Catalog<ChatKey> = { en, 'zh-CN': zhCN }

/** t(key, values) for the chat pane in the UI language. */
export const useChatT = () => useCatalog(chatCatalog)

/** Plain words for an error: a refused key is said as such whatever status or code carried it. */
export function errorKeyOf(error: ApiErrorInit | null | undefined): ChatKey {
  if (isKeyRefused(error)) return 'errInvalidToken'
  return errorKey(error?.code, error?.kind)
}

/** Where "Open Settings" goes for a refused key: the field to fix, focused. */
export const KEY_SETTINGS_HREF = '/settings#chatApiKey'

/** Codes the client gives a stream it could not read to the end (src/features/chat/api). */
type StreamErrorCode = 'incomplete_stream' | 'malformed_chunk'

/** Plain words per service code (CHAT_ERRORS of contract/chat.ts) and per stream failure. */
const KEY_OF_CODE: Partial<Record<ChatErrorCode, ChatKey>> & Record<StreamErrorCode, ChatKey> = {
  invalid_token: 'errInvalidToken',
  invalid_model: 'errInvalidModel',
  characters_too_long: 'errCharactersTooLong',
  tokens_too_long: 'errTokensTooLong',
  invalid_messages: 'errInvalidMessages',
  rate_limit: 'errRateLimit',
  internal_error: 'errInternal',
  model_server_error: 'errModelServer',
  incomplete_stream: 'errIncomplete',
  malformed_chunk: 'errMalformed',
  model_not_found: 'errModelNotFound',
  invalid_request: 'errRequest',
}

/**
 * Plain words per service code (the chat service's codes, docs/wire-formats.md, and the stand-in's
 * extra rows).
 */
function errorKey(code: string | number | null | undefined, kind?: string): ChatKey {
  const known =
    typeof code === 'string' && Object.hasOwn(KEY_OF_CODE, code)
      ? KEY_OF_CODE[code as keyof typeof KEY_OF_CODE]
      : undefined
  if (known) return known
  return kind === 'network' ? 'errNetwork' : 'errUnknown'
}
