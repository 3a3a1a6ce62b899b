/** UI strings. Generated text from the services is never translated; it renders with dir="auto". */
export const en = {
  'app.name': 'Parley',
  'nav.chat': 'Chat',
  'nav.analysis': 'Analysis',
  'nav.settings': 'Settings',
  'nav.main': 'Main',
  'settings.title': 'Settings',
  'settings.chatBaseUrl': 'Chat base URL',
  'settings.chatApiKey': 'Chat API key',
  'settings.jobsBaseUrl': 'Jobs base URL',
  'settings.jobsApiKey': 'Jobs API key',
  'settings.userId': 'User ID',
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'settings.baseUrlHint': 'Leave empty to use this server.',
  'settings.save': 'Save',
  'settings.saved': 'Saved',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.urlScheme': 'Use an http:// or https:// address.',
  'settings.urlInvalid':
    'This is not a valid address. Use e.g. https://api.example.com or leave it empty for this server.',
  'storage.quota':
    'Browser storage is full, so recent changes were not saved. Delete old conversations or free up disk space.',
  'storage.unavailable':
    'This browser is not letting Parley save data (private mode or storage disabled). Changes last only until the tab closes.',
  'storage.unknown': 'Saving failed.',
  'error.pane': 'This part of Parley hit an error and stopped.',
  'error.reload': 'Reload this pane',
} as const

export type MessageKey = keyof typeof en

export const zhCN: Record<MessageKey, string> = {
  'app.name': 'Parley',
  'nav.chat': '对话',
  'nav.analysis': '分析',
  'nav.settings': '设置',
  'nav.main': '主导航',
  'settings.title': '设置',
  'settings.chatBaseUrl': '对话服务地址',
  'settings.chatApiKey': '对话 API 密钥',
  'settings.jobsBaseUrl': '分析服务地址',
  'settings.jobsApiKey': '分析 API 密钥',
  'settings.userId': '用户 ID',
  'settings.language': '语言',
  'settings.theme': '主题',
  'settings.baseUrlHint': '留空则使用本服务器。',
  'settings.save': '保存',
  'settings.saved': '已保存',
  'settings.theme.system': '跟随系统',
  'settings.theme.light': '浅色',
  'settings.theme.dark': '深色',
  'settings.urlScheme': '请使用 http:// 或 https:// 地址。',
  'settings.urlInvalid':
    '这不是有效的地址。请使用如 https://api.example.com 的地址，或留空以使用本服务器。',
  'storage.quota': '浏览器存储已满，最近的更改未能保存。请删除旧对话或释放磁盘空间。',
  'storage.unavailable':
    '此浏览器不允许 Parley 保存数据（隐私模式或已禁用存储）。更改只保留到标签页关闭。',
  'storage.unknown': '保存失败。',
  'error.pane': '此区域出错并已停止。',
  'error.reload': '重新加载此区域',
}
