import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { firstLoadScriptPaths, frameworkScriptPaths, kib, measureFirstLoadJs } from '../../../bench/firstLoadJs.mjs'

/** A fake build: a manifest naming two bootstrap files, page chunks, and a polyfill file. */
let distDir: string
const files: Record<string, string> = {
  'chunks/main.js': 'console.log("framework main");'.repeat(40),
  'chunks/turbopack-runtime.js': 'var runtime = {};'.repeat(25),
  'chunks/page.js': 'export const page = 1;'.repeat(30),
  'chunks/app/[lang]/route.js': 'window.route = "lang";'.repeat(20),
  'chunks/polyfills.js': 'polyfill();'.repeat(500),
}
const gz = (name: string) => gzipSync(files[name], { level: 9 }).length

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'first-load-js-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, 'static', name)), { recursive: true })
    writeFileSync(path.join(distDir, 'static', name), content)
  }
  writeFileSync(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/main.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
})

afterAll(() => rmSync(distDir, { recursive: true, force: true }))

/** A page as Next 16 writes it: async chunk scripts, a noModule polyfill, a preload of the main file, inline scripts. */
const page = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" nonce="abc" href="/_next/static/chunks/main.js"/>
<script src="/_next/static/chunks/turbopack-runtime.js" async="" nonce="abc"></script>
<script src="/_next/static/chunks/page.js" async=""></script>
<script src="/_next/static/chunks/app/%5Blang%5D/route.js?dpl=build-1" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc"></script>
<script id="consent-mode-defaults">window.dataLayer = []</script>
<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>
<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>
<link rel="stylesheet" href="/_next/static/chunks/site.css"/>
</head><body>
<script src="/_next/static/chunks/main.js" nonce="abc" async=""></script>
<script src="/_next/static/chunks/page.js" async=""></script>
<!-- <script src="/_next/static/chunks/commented-out.js"></script> -->
</body></html>`

describe('firstLoadScriptPaths', () => {
  it('lists each /_next/static script once, in document order, decoded and without its query', () => {
    expect(firstLoadScriptPaths(page)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/app/[lang]/route.js',
    ])
  })

  it('leaves out noModule scripts however the attribute is written', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" noModule=""></script>',
      '<script nomodule src="/_next/static/chunks/b.js"></script>',
      "<script src='/_next/static/chunks/c.js' NOMODULE></script>",
      '<script src="/_next/static/chunks/d.js"></script>',
    ].join('')
    expect(firstLoadScriptPaths(html)).toEqual(['/_next/static/chunks/d.js'])
  })

  it('counts modulepreload links and scripts behind an asset prefix, with HTML entities decoded', () => {
    const html =
      '<link rel="modulepreload" href="/_next/static/chunks/m.js">' +
      '<script src="https://cdn.example/_next/static/chunks/x.js?a=1&amp;b=2"></script>' +
      '<link rel="preload" as="font" href="/_next/static/media/font.js">'
    expect(firstLoadScriptPaths(html)).toEqual(['/_next/static/chunks/m.js', '/_next/static/chunks/x.js'])
  })
})

describe('frameworkScriptPaths', () => {
  it("is the build manifest's rootMainFiles as the HTML names them", () => {
    expect([...frameworkScriptPaths(distDir)]).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-runtime.js'])
  })
})

describe('measureFirstLoadJs', () => {
  it('sums gzip level 9 bytes of each file once, split into framework and page-own, largest first', () => {
    const result = measureFirstLoadJs(page, distDir)
    const framework = gz('chunks/main.js') + gz('chunks/turbopack-runtime.js')
    const own = gz('chunks/page.js') + gz('chunks/app/[lang]/route.js')
    expect(result.framework).toBe(framework)
    expect(result.own).toBe(own)
    expect(result.total).toBe(framework + own)
    expect(result.files.map((file) => file.path).sort()).toEqual([
      '/_next/static/chunks/app/[lang]/route.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/turbopack-runtime.js',
    ])
    expect(result.files.map((file) => file.bytes)).toEqual([...result.files.map((file) => file.bytes)].sort((a, b) => b - a))
    expect(result.files.find((file) => file.path.endsWith('/main.js'))?.framework).toBe(true)
    expect(result.files.find((file) => file.path.endsWith('/page.js'))?.framework).toBe(false)
  })

  it('never counts the noModule polyfills, though the file is there and large', () => {
    const withPolyfill = measureFirstLoadJs(page, distDir)
    expect(withPolyfill.files.some((file) => file.path.includes('polyfills'))).toBe(false)
    expect(gz('chunks/polyfills.js')).toBeGreaterThan(0)
  })

  it('counts a script written twice once', () => {
    const once = measureFirstLoadJs('<script src="/_next/static/chunks/page.js"></script>', distDir)
    const twice = measureFirstLoadJs('<script src="/_next/static/chunks/page.js"></script>'.repeat(2), distDir)
    expect(twice.total).toBe(once.total)
    expect(twice.own).toBe(gz('chunks/page.js'))
  })

  it('is an error, not 0 bytes, when the build has no such file', () => {
    expect(() => measureFirstLoadJs('<script src="/_next/static/chunks/gone.js"></script>', distDir)).toThrow(
      /\/_next\/static\/chunks\/gone\.js is not in .*another build/,
    )
  })

  it('never reads outside the static folder', () => {
    expect(() => measureFirstLoadJs('<script src="/_next/static/..%2F..%2Fbuild-manifest.js"></script>', distDir)).toThrow(/outside/)
  })

  it('is 0 for a page without scripts', () => {
    expect(measureFirstLoadJs('<p>no scripts</p>', distDir)).toEqual({ files: [], framework: 0, own: 0, total: 0 })
  })
})

describe('kib', () => {
  it('prints KiB with one decimal', () => {
    expect(kib(132_465)).toBe('129.4 KiB')
  })
})
