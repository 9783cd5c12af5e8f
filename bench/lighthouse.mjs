/**
 * Lighthouse 12 mobile scores of pages (issue 16), for npm run bench: Lighthouse's default config
 * (a mid-range phone, simulated slow 4G and 4x CPU slowdown), every page several times in one headless
 * Chromium, the median run per page (Lighthouse's own `computeMedianRun`: the run nearest the median
 * FCP and TTI, so the scores and metrics reported belong to one real run). Scores vary between runs,
 * more so on a shared machine: the performance score's range over the runs is reported beside it.
 * Run it against a quiet server: no load test at the same time.
 */
import { existsSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher' // lighthouse's own launcher (its dependency)
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { ensureAptPackage } from './processes.mjs'

// The full browser (Debian's `chromium`), as a phone's Chrome renders; the browser tests run the lighter
// headless shell (playwright.config.ts).
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * @typedef {{
 *   page: string, path: string, runs: number, error?: string,
 *   performance?: number, performanceMin?: number, performanceMax?: number,
 *   accessibility?: number, bestPractices?: number, seo?: number,
 *   lcp?: number, tbt?: number, cls?: number, fcp?: number, speedIndex?: number, failedAudits?: string[],
 * }} LighthouseRow
 */

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score
  return typeof value === 'number' ? Math.round(value * 100) : undefined
}
const metric = (lhr, audit) => lhr.audits[audit]?.numericValue

/** Audits that cost points outside performance (accessibility, best practices, SEO): what to fix for a 100. */
function failedAudits(lhr) {
  const failed = new Set()
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failed.add(`${category}: ${ref.id}`)
    }
  }
  return [...failed]
}

/** The reported figures of one Lighthouse result: scores 0-100, times in ms, CLS unitless. */
function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcp: metric(lhr, 'first-contentful-paint'),
    speedIndex: metric(lhr, 'speed-index'),
    failedAudits: failedAudits(lhr),
  }
}

/**
 * One Lighthouse run of `page`, and a second when the first gave no result: the trace of a load now and then
 * misses its start (NO_NAVSTART, about once per bench run on a 2-core machine), and a page's median would
 * otherwise rest on fewer runs than the others'.
 * @param {{ name: string, url: string }} page
 * @param {number} port
 * @param {(error: string) => void} onRetry
 */
async function lighthouseRun(page, port, onRetry) {
  const audit = async () => (await lighthouse(page.url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))?.lhr
  const first = await audit()
  if (first && !first.runtimeError) return first
  onRetry(first?.runtimeError?.message ?? 'no result')
  return audit()
}

/**
 * Lighthouse `runs` times for each page, the runs of all pages interleaved (a burst of noise on the
 * machine then spreads over pages instead of spoiling one page's every run). Pages may be on different
 * servers (the site and the blank Next page, bench/blankPage.mjs): each has its whole `url`.
 * @param {{ name: string, path: string, url: string }[]} pages
 * @param {number} runs
 * @param {(line: string) => void} log
 * @returns {Promise<LighthouseRow[]>}
 */
export async function lighthouseMedians(pages, runs, log) {
  if (!process.env.CHROME_PATH) await ensureAptPackage('chromium', () => existsSync(CHROME_PATH), 'BENCH_LIGHTHOUSE=0 to skip Lighthouse')
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  /** @type {Map<string, any[]>} */
  const results = new Map(pages.map((page) => [page.url, []]))
  /** @type {Map<string, string>} */
  const errors = new Map()
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const lhr = await lighthouseRun(page, chrome.port, (error) =>
          log(`lighthouse ${run}/${runs} ${page.name}: no result (${error}), once more`),
        )
        if (!lhr || lhr.runtimeError) {
          errors.set(page.url, lhr?.runtimeError?.message ?? 'no result')
          log(`lighthouse ${run}/${runs} ${page.name}: no result (${errors.get(page.url)})`)
          continue
        }
        results.get(page.url)?.push(lhr)
        const f = figures(lhr)
        const failed = f.failedAudits.length ? `; failed: ${f.failedAudits.join(', ')}` : ''
        log(
          `lighthouse ${run}/${runs} ${page.name}: performance ${f.performance}, LCP ${Math.round(f.lcp ?? NaN)} ms, TBT ${Math.round(f.tbt ?? NaN)} ms${failed}`,
        )
      }
    }
  } finally {
    await chrome.kill()
  }
  return pages.map((page) => {
    const valid = filterToValidRuns(results.get(page.url) ?? [])
    if (valid.length === 0) return { page: page.name, path: page.path, runs: 0, error: errors.get(page.url) ?? 'no valid run' }
    const performances = valid.map((lhr) => score(lhr, 'performance') ?? 0)
    return {
      page: page.name,
      path: page.path,
      runs: valid.length,
      ...figures(computeMedianRun(valid)),
      performanceMin: Math.min(...performances),
      performanceMax: Math.max(...performances),
    }
  })
}
