import { useCatalog, type Catalog } from '@/lib/i18n/use-t'

/** Settings' own strings (the field labels stay in the shell's catalog, where tests find them). */
const en = {
  chatService: 'Chat service',
  jobsService: 'Jobs service',
  testConnection: 'Test connection',
  testing: 'Testing…',
  chatOk: 'Connected. Models found: {count}.',
  jobsOk: 'Connected. Datasets found: {count}.',
  chatKeyRefused:
    'The chat service did not accept the API key. Check "Chat API key" and that it belongs to this service.',
  jobsKeyRefused:
    'The jobs service did not accept the API key. Check "Jobs API key" and that it belongs to this service.',
  unreachable:
    'Could not reach the service. Check the base URL, and that the service is running and allows this page to call it.',
  notFound:
    'The service answered "not found". Check the base URL: it should end before /v1 or /v2.',
  failed: 'The service answered with an error.',
  detail: 'The service said:',
  notSavedYet: 'Tested with the values above; press Save to use them.',
}
type SettingsKey = keyof typeof en

const zhCN: Record<SettingsKey, string> = {
  chatService: '对话服务',
  jobsService: '分析服务',
  testConnection: '测试连接',
  testing: '测试中…',
  chatOk: '已连接。找到的模型：{count} 个。',
  jobsOk: '已连接。找到的数据集：{count} 个。',
  chatKeyRefused: '对话服务不接受该 API 密钥。请检查“对话 API 密钥”是否属于此服务。',
  jobsKeyRefused: '分析服务不接受该 API 密钥。请检查“分析 API 密钥”是否属于此服务。',
  unreachable: '无法连接该服务。请检查服务地址，并确认服务正在运行且允许本页面访问。',
  notFound: '服务返回“未找到”。请检查服务地址：应在 /v1 或 /v2 之前结束。',
  failed: '服务返回了错误。',
  detail: '服务的原话：',
  notSavedYet: '已用上面的值测试；按“保存”后生效。',
}

const catalog: Catalog<SettingsKey> = { en, 'zh-CN': zhCN }
export const useSettingsT = () => useCatalog(catalog)
export type { SettingsKey }
