import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { secretsOf } from '../../lib/log'
import { engineModelFromEnv } from './config'

describe('ENGINE_MODEL_* configuration', () => {
  it('is off when nothing is set', () => {
    expect(engineModelFromEnv({})).toBeNull()
    expect(loadConfig({}).engineModel).toBeNull()
  })

  it('reads a model server, its key and the time limit', () => {
    expect(
      engineModelFromEnv({
        ENGINE_MODEL: 'qwen2.5:7b',
        ENGINE_MODEL_URL: 'http://127.0.0.1:11434/v1/',
        ENGINE_MODEL_KEY: 'sk-engine-secret',
        ENGINE_MODEL_TIMEOUT_MS: '1500',
      }),
    ).toMatchObject({
      url: 'http://127.0.0.1:11434/v1',
      key: 'sk-engine-secret',
      model: 'qwen2.5:7b',
      label: 'qwen2.5:7b',
      timeoutMs: 1500,
    })
    expect(
      engineModelFromEnv({ ENGINE_MODEL: 'm', ENGINE_MODEL_URL: 'http://h/v1' })?.timeoutMs,
    ).toBe(20_000)
  })

  it('reuses the chat upstream for ENGINE_MODEL=chat-upstream', () => {
    const env = {
      CHAT_UPSTREAM_URL: 'https://api.example.com/v1',
      CHAT_UPSTREAM_KEY: 'sk-chat-secret',
    }
    expect(engineModelFromEnv({ ...env, ENGINE_MODEL: 'chat-upstream:gpt-4o-mini' })).toMatchObject(
      {
        url: 'https://api.example.com/v1',
        key: 'sk-chat-secret',
        model: 'gpt-4o-mini',
      },
    )
    expect(engineModelFromEnv({ ...env, ENGINE_MODEL: 'chat-upstream' })).toMatchObject({
      model: null,
    })
  })

  it('says in plain words what is missing or wrong', () => {
    expect(() => engineModelFromEnv({ ENGINE_MODEL: 'm' })).toThrow(/ENGINE_MODEL_URL is not set/)
    expect(() => engineModelFromEnv({ ENGINE_MODEL_URL: 'http://h' })).toThrow(
      /ENGINE_MODEL is not/,
    )
    expect(() => engineModelFromEnv({ ENGINE_MODEL: 'chat-upstream' })).toThrow(/CHAT_UPSTREAM_URL/)
    expect(() => engineModelFromEnv({ ENGINE_MODEL: 'm', ENGINE_MODEL_URL: 'ftp://h' })).toThrow(
      /http/,
    )
    expect(() =>
      engineModelFromEnv({
        ENGINE_MODEL: 'm',
        ENGINE_MODEL_URL: 'http://h',
        ENGINE_MODEL_TIMEOUT_MS: 'soon',
      }),
    ).toThrow(/ENGINE_MODEL_TIMEOUT_MS/)
  })

  it('treats the model key as a secret for the logs', () => {
    const config = loadConfig({
      ENGINE_MODEL: 'm',
      ENGINE_MODEL_URL: 'http://h',
      ENGINE_MODEL_KEY: 'sk-engine-secret',
    })
    expect(secretsOf(config)).toContain('sk-engine-secret')
  })
})
