/**
 * Server time of requests made one at a time (issue 38's "first, unseen search"): for each path, the
 * time from sending the request to the first byte of the answer (its status line) and to its last byte,
 * over one kept-alive connection, so connection setup is in no figure. One at a time on purpose: at ten
 * connections the figure of a first render is mostly its wait in the queue (autocannon's rows show that).
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

import { median, percentile, tenths } from './stats.mjs'

/**
 * @param {http.Agent} agent
 * @param {string} url
 * @returns {Promise<{ status: number, ttfb: number, total: number }>}
 */
function timeRequest(agent, url) {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const request = http.get(url, { agent }, (response) => {
      const ttfb = performance.now() - start
      response.on('data', () => {})
      response.once('error', reject)
      response.once('end', () => resolve({ status: response.statusCode ?? 0, ttfb, total: performance.now() - start }))
    })
    request.once('error', reject)
    request.setTimeout(60_000, () => request.destroy(new Error(`${url} took over 60 s`)))
  })
}

/**
 * @typedef {{ count: number, errors: number, ttfb?: number, ttfbP90?: number, total?: number }} FirstRequests
 * `ttfb` and `total` are medians in ms over the requests answered 200, `ttfbP90` the 90th percentile.
 */

/**
 * Each path once, in order, on the server at `base`. A path answered with anything but 200 (a redirect
 * would mean the bench's search is not canonical) counts as an error, not as a time.
 * @param {string} base e.g. http://127.0.0.1:3300
 * @param {string[]} paths
 * @returns {Promise<FirstRequests>}
 */
export async function timeRequests(base, paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const ttfbs = []
  const totals = []
  let errors = 0
  try {
    for (const path of paths) {
      const timed = await timeRequest(agent, `${base}${path}`)
      if (timed.status !== 200) {
        errors++
        continue
      }
      ttfbs.push(timed.ttfb)
      totals.push(timed.total)
    }
  } finally {
    agent.destroy()
  }
  ttfbs.sort((a, b) => a - b)
  return {
    count: paths.length,
    errors,
    ttfb: tenths(median(ttfbs)),
    ttfbP90: ttfbs.length ? tenths(percentile(ttfbs, 90)) : undefined,
    total: tenths(median(totals)),
  }
}
