import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/server/config'

describe('campus matching settings', () => {
  it('default to a local Ollama with a small model, a 20 s timeout, 2 at a time, 10 requests per IP', () => {
    expect(parseConfig({})).toMatchObject({
      OLLAMA_HOST: 'http://127.0.0.1:11434',
      OLLAMA_MODEL: 'qwen2.5:3b',
      OLLAMA_TIMEOUT_MS: 20_000,
      MATCHING_CONCURRENCY: 2,
      MATCHING_RATE_LIMIT: 10,
      MATCHING_REUSE_MINUTES: 10,
    })
  })

  it('switch the model off with OLLAMA_HOST=off and drop a trailing slash', () => {
    expect(parseConfig({ OLLAMA_HOST: 'OFF' }).OLLAMA_HOST).toBeNull()
    expect(parseConfig({ OLLAMA_HOST: 'http://gpu-box:11434/' }).OLLAMA_HOST).toBe('http://gpu-box:11434')
  })

  it('refuse a host that is not a URL, and a timeout out of range', () => {
    expect(() => parseConfig({ OLLAMA_HOST: 'gpu-box:11434' })).toThrow(ConfigError)
    expect(() => parseConfig({ OLLAMA_TIMEOUT_MS: '50' })).toThrow(/OLLAMA_TIMEOUT_MS/)
  })
})
