import { useCallback } from 'react'
import { translate, useCatalog, type Catalog } from '@/lib/i18n/use-t'
import type { ApiErrorInit } from './api-error'

/**
 * Error words the browser writes itself (a network that is down, a stream cut short), as opposed
 * to the words a service sends: an error made here carries `detail`, a catalog key, so it is shown
 * in the UI language wherever it appears; `message` keeps the English for logs and stored records
 * read by older code.
 */
const en = {
  aborted: 'The request was stopped.',
  uploadAborted: 'The upload was stopped.',
  unreachable: 'Could not reach {origin}. Check the connection and the base URL in Settings.',
  notJson: 'The service sent a reply that is not valid JSON.',
  emptyStream: 'The service sent an empty stream.',
  emptyHttp: 'The service answered with HTTP {status} and no explanation.',
  streamClosed: 'The connection closed before the reply finished.',
  streamDropped: 'The connection dropped before the reply finished.',
  malformedChunk: 'The service sent a malformed chunk, so the reply stopped here.',
  unexpectedChunk: 'The service sent an unexpected chunk.',
  streamErrorNoMessage: 'The service reported an error during the reply.',
  noChoices: 'The service sent a reply without choices.',
}

export type ErrorDetailKey = keyof typeof en

const zhCN: Record<ErrorDetailKey, string> = {
  aborted: '请求已停止。',
  uploadAborted: '上传已停止。',
  unreachable: '无法连接 {origin}。请检查网络连接和设置中的服务地址。',
  notJson: '服务返回的回复不是有效的 JSON。',
  emptyStream: '服务返回了空的数据流。',
  emptyHttp: '服务返回 HTTP {status}，没有说明原因。',
  streamClosed: '回复结束前连接已关闭。',
  streamDropped: '回复结束前连接中断。',
  malformedChunk: '服务发送了损坏的数据块，回复在此停止。',
  unexpectedChunk: '服务发送了无法识别的数据块。',
  streamErrorNoMessage: '服务在回复过程中报告了错误。',
  noChoices: '服务的回复中没有任何候选结果。',
}

export const errorDetailCatalog: Catalog<ErrorDetailKey> = { en, 'zh-CN': zhCN }

export interface ErrorDetail {
  key: ErrorDetailKey
  values?: Record<string, string | number>
}

/** `message` (English) and `detail` for an error the browser itself writes. */
export function ownWords(
  key: ErrorDetailKey,
  values?: Record<string, string | number>,
): { message: string; detail: ErrorDetail } {
  return {
    message: translate(errorDetailCatalog, 'en', key, values),
    detail: values ? { key, values } : { key },
  }
}

/** What an error says, in the UI language when the words are ours, else as the service sent it. */
export function useErrorWords(): (error: Pick<ApiErrorInit, 'message' | 'detail'>) => string {
  const t = useCatalog(errorDetailCatalog)
  return useCallback(
    (error) => (error.detail ? t(error.detail.key, error.detail.values) : error.message),
    [t],
  )
}
