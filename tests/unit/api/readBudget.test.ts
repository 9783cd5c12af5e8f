import { describe, expect, it } from '@jest/globals'

import { clientIp } from '../../../src/lib/headers'
import { budgetFromEnv, effectiveMethod, isBudgetedRequest, tooManyRequests } from '../../../src/api/readBudget'

describe('API read budget', () => {
  it('counts REST reads and GraphQL, never files or writes', () => {
    expect(isBudgetedRequest('GET', '/api/properties')).toBe(true)
    expect(isBudgetedRequest('HEAD', '/api/media/12')).toBe(true)
    expect(isBudgetedRequest('POST', '/api/graphql')).toBe(true)
    expect(isBudgetedRequest('GET', '/api/media/file/photo-400x300.webp')).toBe(false)
    expect(isBudgetedRequest('POST', '/api/users/login')).toBe(false)
    expect(isBudgetedRequest(effectiveMethod('POST', new Headers({ 'X-Payload-HTTP-Method-Override': 'GET' })), '/api/properties')).toBe(
      true,
    )
    expect(effectiveMethod('post', new Headers())).toBe('POST')
  })

  it('reads its size from API_READ_BUDGET (requests/seconds), else 120 a minute', () => {
    expect(budgetFromEnv(undefined)).toEqual({ capacity: 120, refillPerSecond: 2 })
    expect(budgetFromEnv('30/10')).toEqual({ capacity: 30, refillPerSecond: 3 })
    expect(budgetFromEnv('nonsense')).toEqual({ capacity: 120, refillPerSecond: 2 })
    expect(budgetFromEnv('0/10')).toEqual({ capacity: 120, refillPerSecond: 2 })
  })

  it('answers 429 with Retry-After and a message', async () => {
    const response = tooManyRequests(7)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(await response.json()).toEqual({
      error: 'Too many requests',
      message: 'Too many API requests from this address. Try again in 7 s.',
      retryAfterSeconds: 7,
    })
  })

  it('keys on the address the server put in x-kv-client-ip, one shared key without it', () => {
    expect(clientIp(new Headers({ 'x-kv-client-ip': ' 203.0.113.9 ' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.1' }))).toBe('unknown')
  })
})
