/**
 * First-load JavaScript of a page (issue 16): the scripts its HTML makes a modern browser download
 * before the page is interactive, in gzipped bytes of the build's own files. Counted from the build
 * output, not timed, so the same build and HTML always give the same number (npm test's budget check,
 * tests/e2e/firstLoadJs.spec.ts, and npm run bench's table both use this module).
 *
 * Counted: every `<script src>` and `<link rel="preload" as="script">` / `<link rel="modulepreload">`
 * under /_next/static/, once per file (Next lists a file both as a preload and as a script), with the
 * path percent-decoded (Turbopack names chunks of dynamic routes like `%5Blang%5D`). Not counted:
 * `noModule` scripts (Next's polyfills: a browser that runs modules never fetches them), inline
 * scripts (their bytes are part of the HTML) and anything loaded later (next/dynamic, the map).
 * Bytes are gzip level 9 of each file, the size a compressing server or CDN sends at most.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const STATIC_PREFIX = '/_next/static/'

/** @param {string} value an attribute value as written in HTML */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (entity, code) => {
    const lower = code.toLowerCase()
    if (lower === 'amp') return '&'
    if (lower === 'quot') return '"'
    if (lower === 'apos') return "'"
    if (lower === 'lt') return '<'
    if (lower === 'gt') return '>'
    const n = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10)
    return Number.isFinite(n) ? String.fromCodePoint(n) : entity
  })
}

/**
 * Attributes of one start tag, names lower case; a bare attribute (`async`, `noModule`) is ''.
 * @param {string} source the text between the tag name and `>`
 * @returns {Map<string, string>}
 */
function attributes(source) {
  const found = new Map()
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g
  for (const match of source.matchAll(pattern)) {
    const name = match[1].toLowerCase()
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return found
}

/**
 * The build path (`/_next/static/…js`, decoded, no query) of a script URL, or null for anything else
 * (another host's tag, an inline script, a non-JS asset). An asset prefix (a CDN) is allowed.
 * @param {string} url
 */
function staticScriptPath(url) {
  let pathname
  try {
    pathname = new URL(url, 'http://page.invalid/').pathname
  } catch {
    return null
  }
  const at = pathname.indexOf(STATIC_PREFIX)
  if (at === -1 || !pathname.endsWith('.js')) return null
  return decodeURIComponent(pathname.slice(at))
}

/**
 * The first-load scripts of a page, in document order, each once: `/_next/static/chunks/….js`.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScriptPaths(html) {
  const paths = new Set()
  // Comments would hide tags from a browser; drop them so they hide them here too.
  const text = html.replace(/<!--[\s\S]*?-->/g, '')
  for (const match of text.matchAll(/<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const tag = match[1].toLowerCase()
    const attrs = attributes(match[2])
    let url
    if (tag === 'script') {
      if (attrs.has('nomodule')) continue
      url = attrs.get('src')
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
      const preload = rel.includes('preload') && (attrs.get('as') ?? '').toLowerCase() === 'script'
      if (!preload && !rel.includes('modulepreload')) continue
      url = attrs.get('href')
    }
    const scriptPath = url ? staticScriptPath(url) : null
    if (scriptPath) paths.add(scriptPath)
  }
  return [...paths]
}

/**
 * Next's own bootstrap of this build (React, the router, the Turbopack runtime): the `rootMainFiles`
 * of build-manifest.json, every page of the app router loads them.
 * @param {string} distDir the build folder (.next)
 * @returns {Set<string>} paths as in the HTML: `/_next/static/chunks/….js`
 */
export function frameworkScriptPaths(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  if (!Array.isArray(manifest.rootMainFiles)) throw new Error(`${distDir}/build-manifest.json has no rootMainFiles`)
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))
}

/**
 * The file of a `/_next/static/…` path inside the build; never outside its static folder.
 * @param {string} distDir
 * @param {string} scriptPath
 */
function buildFile(distDir, scriptPath) {
  const staticDir = path.resolve(distDir, 'static')
  const file = path.resolve(staticDir, scriptPath.slice(STATIC_PREFIX.length))
  if (!file.startsWith(staticDir + path.sep)) throw new Error(`${scriptPath} points outside ${staticDir}`)
  return file
}

/** @param {Buffer | string} content */
export const gzipBytes = (content) => gzipSync(content, { level: 9 }).length

/**
 * @typedef {{ path: string, bytes: number, framework: boolean }} ScriptSize
 * @typedef {{ files: ScriptSize[], framework: number, own: number, total: number }} FirstLoadJs
 */

/**
 * The page's first-load scripts with their gzipped bytes, largest first, and the sums: Next's own
 * bootstrap (`framework`), the page's own code (`own`) and both (`total`). A script the build does
 * not have is an error, never 0 bytes: the HTML then belongs to another build.
 * @param {string} html
 * @param {string} distDir the build folder (.next) the server that sent the HTML runs
 * @returns {FirstLoadJs}
 */
export function measureFirstLoadJs(html, distDir) {
  const framework = frameworkScriptPaths(distDir)
  const files = firstLoadScriptPaths(html).map((scriptPath) => {
    let content
    try {
      content = readFileSync(buildFile(distDir, scriptPath))
    } catch (error) {
      if (error && error.code === 'ENOENT') {
        throw new Error(`${scriptPath} is not in ${distDir}/static: is the server running another build?`)
      }
      throw error
    }
    return { path: scriptPath, bytes: gzipBytes(content), framework: framework.has(scriptPath) }
  })
  files.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0)
  const frameworkBytes = sum(files.filter((file) => file.framework))
  const ownBytes = sum(files.filter((file) => !file.framework))
  return { files, framework: frameworkBytes, own: ownBytes, total: frameworkBytes + ownBytes }
}

/** 132_465 -> "129.4 KiB" (as Lighthouse prints transfer sizes). */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
