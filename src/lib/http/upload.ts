import { ApiError, errorFromBody } from './api-error'
import { ownWords } from './i18n'
import { toTransportError, type HttpResponse } from './http-client'

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  headers?: Record<string, string>
  body: FormData | Blob
  signal?: AbortSignal
  /** Sent as x-pd-external-trace-id and kept on errors. */
  externalTraceId?: string
  /** Bytes sent so far; fetch cannot report upload progress, XMLHttpRequest can. */
  onProgress?: (loaded: number, total: number) => void
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/**
 * Sends a file with upload progress. Lives here because this module is the only one that talks
 * to the network; errors come back as the same ApiError as every other call.
 */
export function requestUpload<T = unknown>(
  url: string,
  opts: UploadOptions,
): Promise<{ data: T | null } & HttpResponse> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(toTransportError(new DOMException('Aborted', 'AbortError'), url, opts))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open(opts.method ?? 'POST', url)
    for (const [k, v] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(k, v)
    if (opts.externalTraceId) xhr.setRequestHeader('x-pd-external-trace-id', opts.externalTraceId)
    const onAbort = () => xhr.abort()
    opts.signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => opts.signal?.removeEventListener('abort', onAbort)

    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0)
    xhr.onerror = () => {
      done()
      reject(toTransportError(new TypeError('upload failed'), url, opts))
    }
    xhr.onabort = () => {
      done()
      reject(
        new ApiError({
          kind: 'aborted',
          ...ownWords('uploadAborted'),
          externalTraceId: opts.externalTraceId,
        }),
      )
    }
    xhr.onload = () => {
      done()
      const headers = parseHeaders(xhr.getAllResponseHeaders())
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : ''
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromBody(xhr.status, text, headers, opts.externalTraceId ?? null))
        return
      }
      let data: T | null = null
      if (text.trim()) {
        try {
          data = JSON.parse(text) as T
        } catch {
          data = null
        }
      }
      resolve({ data, status: xhr.status, headers, traceId: headers.get('x-pd-trace-id') })
    }
    xhr.send(opts.body)
  })
}
