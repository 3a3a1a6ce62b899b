import { translate } from '@/lib/i18n/use-t'
import { describe, expect, it } from 'vitest'
import { errorFromBody } from './api-error'
import { errorDetailCatalog } from './i18n'

const h = (init: Record<string, string> = {}) => new Headers(init)

describe('errorFromBody', () => {
  it('reads the chat shape', () => {
    const e = errorFromBody(
      400,
      '{"error":{"message":"Validate Certification failed","type":"invalid_request_error","code":"invalid_token","param":null}}',
      h(),
    )
    expect(e).toMatchObject({
      status: 400,
      code: 'invalid_token',
      type: 'invalid_request_error',
      message: 'Validate Certification failed',
    })
  })
  it('reads the jobs shape with its trace id header', () => {
    const e = errorFromBody(
      403,
      '{"code":1003,"msg":"insufficient.authentication"}',
      h({ 'x-pd-trace-id': 't-1' }),
      'ext-1',
    )
    expect(e).toMatchObject({
      code: 1003,
      message: 'insufficient.authentication',
      traceId: 't-1',
      externalTraceId: 'ext-1',
    })
  })
  it('reads `message` instead of `msg`, a [trace_id] prefix, and a trace id in param', () => {
    expect(errorFromBody(400, '{"code":210021,"message":"Job quota exceeded"}', h()).message).toBe(
      'Job quota exceeded',
    )
    const prefixed = errorFromBody(
      401,
      '{"error":{"message":"[trace_id: abc-123] Validate Certification failed","code":"auth_error"}}',
      h(),
    )
    expect(prefixed).toMatchObject({ traceId: 'abc-123', message: 'Validate Certification failed' })
    const param = errorFromBody(
      400,
      '{"error":{"message":"x","code":"model_error","param":"0b1c2d3e-0000-4000-8000-000000000001"}}',
      h(),
    )
    expect(param.traceId).toBe('0b1c2d3e-0000-4000-8000-000000000001')
  })
  it('falls back to plain words when the body is not JSON', () => {
    expect(errorFromBody(502, '<html>Bad gateway</html>', h()).message).toBe(
      '<html>Bad gateway</html>',
    )
    const empty = errorFromBody(500, '', h())
    expect(empty.message).toBe('The service answered with HTTP 500 and no explanation.')
    // Words of ours: a catalog key, so the UI says them in its own language.
    expect(empty.toJSON().detail).toEqual({ key: 'emptyHttp', values: { status: 500 } })
    expect(translate(errorDetailCatalog, 'zh-CN', 'emptyHttp', { status: 500 })).toBe(
      '服务返回 HTTP 500，没有说明原因。',
    )
    expect(errorFromBody(502, 'x', h()).detail).toBeNull() // the service's words stay its own
  })
})
