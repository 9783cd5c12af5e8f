/**
 * The bench's printed tables (bench/run.mjs's results): first-load JavaScript, Lighthouse beside the
 * blank Next page, first requests to unseen searches, load, and the instances stage. Each figure sits
 * beside its reference (budget, blank page, raw node) and its target's verdict (bench/targets.mjs).
 */
import { kib } from './firstLoadJs.mjs'
import { printInstancesTable } from './instances.mjs'
import { CONNECTIONS, DURATION, LIGHTHOUSE_RUNS, UNSEEN } from './settings.mjs'
import { CACHED_PAGE_TARGET, LIGHTHOUSE_TARGET, SEARCH_TARGET } from './targets.mjs'

const ms = (value) => (value === undefined ? '' : Math.round(value))
const ratio = (value) => (value === undefined ? '' : Number(value.toFixed(3)))
const times = (value) => (value === undefined ? '' : `${value.toFixed(1)}×`)
/** A verdict's two cells: pass/FAIL, and why; blank for a row without a target (a reference). */
const target = (misses) =>
  misses === undefined ? { target: '', why: '' } : { target: misses.length ? 'FAIL' : 'pass', why: misses.join('; ') }

function printFirstLoad(rows) {
  console.log(
    `\nFirst-load JavaScript (gzip level 9 of the page's <script> files; budgets in bench/budgets.mjs; the blank page: its own build)`,
  )
  console.table(
    rows.map((r) => ({
      properties: r.size,
      page: r.page,
      framework: kib(r.framework),
      own: kib(r.own),
      total: kib(r.total),
      'own budget': r.budget ? kib(r.budget.own) : '',
      'total budget': r.budget ? kib(r.budget.total) : '',
      'within budget': r.reference ? 'reference' : r.over.length ? `NO: ${r.over.join(', ')}` : 'yes',
      'HTML B': r.html.toLocaleString('en-US'),
      'HTML gzip B': r.htmlGzip.toLocaleString('en-US'),
    })),
  )
}

function printLighthouse(rows) {
  const t = LIGHTHOUSE_TARGET
  console.log(
    `\nLighthouse 12 ${LIGHTHOUSE_RUNS > 1 ? `mobile, median of ${LIGHTHOUSE_RUNS} runs` : 'mobile, 1 run'} (simulated throttling; ms), beside the blank Next page of the same run` +
      `\n(target: score >= ${t.score} and at most ${t.belowBlank} below the blank page's; TBT <= ${t.tbtTimesBlank} × the blank page's; LCP <= ${t.lcp} ms)`,
  )
  console.table(
    rows.map((r) =>
      r.error
        ? { properties: r.size, page: r.page, ...target(r.misses), why: r.error }
        : {
            properties: r.size,
            page: r.page,
            score: r.performance,
            'score range': `${r.performanceMin}-${r.performanceMax}`,
            'blank score': r.reference ? '' : (r.blankPerformance ?? ''),
            TBT: ms(r.tbt),
            'blank TBT': r.reference ? '' : ms(r.blankTbt),
            LCP: ms(r.lcp),
            'blank LCP': r.reference ? '' : ms(r.blankLcp),
            ...target(r.misses),
          },
    ),
  )
  console.log('Lighthouse, the other categories and metrics')
  console.table(
    rows
      .filter((r) => !r.error)
      .map((r) => ({
        properties: r.size,
        page: r.page,
        accessibility: r.accessibility,
        'best practices': r.bestPractices,
        SEO: r.seo,
        CLS: r.cls === undefined ? '' : Number(r.cls.toFixed(3)),
        FCP: ms(r.fcp),
        'Speed Index': ms(r.speedIndex),
      })),
  )
}

function printFirst(rows) {
  console.log(
    `\nFirst requests to unseen searches, one at a time (up to ${UNSEEN} each; ms to the first byte unless named "complete");` +
      `\nraw node and the blank page asked the same way; × = the search's time over theirs` +
      `\n(target: median <= ${SEARCH_TARGET.firstMedian} ms)`,
  )
  console.table(
    rows.map((r) => ({
      properties: r.size,
      page: r.page,
      asked: r.count,
      median: r.ttfb ?? '',
      p90: r.ttfbP90 ?? '',
      'median complete': r.total ?? '',
      'raw node': r.ceilingTtfb ?? '',
      'blank page': r.blankTtfb ?? '',
      '× raw node': times(r.timesCeiling),
      '× blank': times(r.timesBlank),
      ...target(r.misses),
    })),
  )
}

function printLoad(rows) {
  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}; raw node = a bare node:http server sending the same body;` +
      `\nratios: req/s over raw node's for the same body, and over the blank Next page's` +
      `\n(target for a cached page: ratio >= ${CACHED_PAGE_TARGET.ratio} and p99 <= ${CACHED_PAGE_TARGET.p99} ms;` +
      ` for a repeated search: req/s >= ${SEARCH_TARGET.shareOfList} × the for-sale list's and p99 <= ${SEARCH_TARGET.p99} ms)`,
  )
  console.table(
    rows.map((r) => ({
      properties: r.size,
      page: r.page,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'raw node req/s': Math.round(r.ceilingRps),
      'raw node p99 ms': r.ceilingP99,
      'ratio raw node': ratio(r.ratio),
      'ratio blank': ratio(r.blankRatio),
      ...target(r.misses),
      errors: r.errors,
    })),
  )
}

/** Every table of a run, in the order the bench measured them. */
export function printTables({ firstLoad, lighthouse, first, load, instances }) {
  printFirstLoad(firstLoad)
  if (lighthouse.length) printLighthouse(lighthouse)
  printFirst(first)
  printLoad(load)
  if (instances) printInstancesTable(instances)
}
