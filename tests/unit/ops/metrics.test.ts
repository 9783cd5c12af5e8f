import { describe, expect, it } from '@jest/globals'

import { metricsAccess, metricsText, recordRequest } from '../../../src/ops/metrics'

describe('GET /api/metrics (issue 35.5)', () => {
  it('is off without METRICS_TOKEN and needs the token otherwise', () => {
    const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` })
    expect(metricsAccess(bearer('anything'), {})).toBe('off')
    expect(metricsAccess(bearer('anything'), { METRICS_TOKEN: '  ' })).toBe('off')
    expect(metricsAccess(new Headers(), { METRICS_TOKEN: 'scrape-secret' })).toBe('refused')
    expect(metricsAccess(bearer('scrape-secre'), { METRICS_TOKEN: 'scrape-secret' })).toBe('refused')
    expect(metricsAccess(bearer('scrape-secret'), { METRICS_TOKEN: 'scrape-secret' })).toBe('allowed')
  })

  it('counts requests by kind, method and status class, their duration, the page cache and the readings', async () => {
    recordRequest({ path: '/nl/te-koop/', method: 'GET', status: 200, seconds: 0.03, cache: 'HIT' })
    recordRequest({ path: '/nl/te-koop/', method: 'GET', status: 200, seconds: 0.4, cache: 'MISS' })
    recordRequest({ path: '/api/site/listings', method: 'GET', status: 429, seconds: 0.001, cache: undefined })
    recordRequest({ path: '/wp-login.php', method: 'BREW', status: 404, seconds: 0.002, cache: ['x'] })
    const { contentType, body } = await metricsText({
      database: { queueDepths: { email: 3, 'scheduled-publish': 0 }, failingEmails: 2 },
      listingIndexAgeSeconds: null,
    })
    expect(contentType).toMatch(/^text\/plain/)
    expect(body).toContain('kv_http_requests_total{kind="page",method="GET",status="2xx"} 2')
    expect(body).toContain('kv_http_requests_total{kind="search",method="GET",status="4xx"} 1')
    expect(body).toContain('kv_http_requests_total{kind="other",method="OTHER",status="4xx"} 1')
    expect(body).toContain('kv_http_request_duration_seconds_bucket{le="0.05",kind="page"} 1')
    expect(body).toContain('kv_page_cache_total{result="HIT"} 1')
    expect(body).toContain('kv_page_cache_total{result="MISS"} 1')
    expect(body).toContain('kv_job_queue_depth{queue="email"} 3')
    expect(body).toContain('kv_emails_failing 2')
    expect(body).toContain('kv_database_up 1')
    expect(body).toContain('kv_listing_index_age_seconds -1')
    expect(body).toContain('kv_process_resident_memory_bytes')
    // No path of its own ever becomes a label.
    expect(body).not.toContain('wp-login')
  })

  it('without the database: says so, and shows no stale queue or e-mail readings', async () => {
    await metricsText({ database: { queueDepths: { email: 3 }, failingEmails: 2 }, listingIndexAgeSeconds: 5 })
    const { body } = await metricsText({ database: null, listingIndexAgeSeconds: 9 })
    expect(body).toContain('kv_database_up 0')
    expect(body).not.toContain('kv_job_queue_depth{')
    // prom-client writes NaN as "Nan", which Prometheus's parser reads (Go's ParseFloat ignores case).
    expect(body).toContain('kv_emails_failing Nan')
    expect(body).toContain('kv_listing_index_age_seconds 9')
    const { body: back } = await metricsText({ database: { queueDepths: { email: 1 }, failingEmails: 0 }, listingIndexAgeSeconds: 1 })
    expect(back).toContain('kv_database_up 1')
    expect(back).toContain('kv_job_queue_depth{queue="email"} 1')
    expect(back).toContain('kv_emails_failing 0')
  })
})
