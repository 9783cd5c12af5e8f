import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'

import { scriptsAfterPaintScript, scriptsWaitForPaint, WAITING_SCRIPT_SWAPS, WAITING_TYPE } from '../../../src/lib/scriptsAfterPaint'
import { chainSwaps, createByteSwap } from '../../../src/security/swapStream'
import { PRESENT_FLAG, VISITOR_EVENT } from '../../../src/site/visitorPresent'

/** The head and body end of a page as Next 16 writes them (the chunk names are a build's own). */
const head =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/main.js"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/api/media/file/house.avif"/>' +
  '<script src="/_next/static/chunks/one.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/turbopack-two.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N"></script>'
const bodyEnd =
  '<p title="a.js&quot; async=&quot;&quot;">text: a.js&quot; async=&quot;&quot;</p>' +
  '<script nonce="N">self.__next_f.push([1,"<script src=\\"x.js\\" async=\\"\\"></script>"])</script>' +
  '<script src="/_next/static/chunks/main.js" nonce="N" async=""></script>'
const page = `<!DOCTYPE html><html><head>${head}</head><body>${bodyEnd}</body></html>`

const swapped = (chunks: string[]) => {
  const swap = chainSwaps(
    WAITING_SCRIPT_SWAPS.map(([search, replacement]) => createByteSwap(Buffer.from(search), () => Buffer.from(replacement))),
  )
  return chunks.map((chunk) => swap.push(Buffer.from(chunk)).toString()).join('') + swap.end().toString()
}

describe("the page's framework scripts wait for its paint", () => {
  it('each swap keeps the length, so Content-Length and the nonce swap stay right', () => {
    for (const [search, replacement] of WAITING_SCRIPT_SWAPS) expect(Buffer.byteLength(replacement)).toBe(Buffer.byteLength(search))
  })

  it('turns every async chunk into a script the browser neither fetches nor runs, and the chunk preload into a link it ignores', () => {
    const out = swapped([page])
    expect(out).toHaveLength(page.length)
    expect(out).toContain(`<script src="/_next/static/chunks/one.js" type="${WAITING_TYPE}" nonce="N">`)
    expect(out).toContain(`<script src="/_next/static/chunks/turbopack-two.js" type="${WAITING_TYPE}" nonce="N">`)
    expect(out).toContain(`<script src="/_next/static/chunks/main.js" nonce="N" type="${WAITING_TYPE}"></script>`)
    expect(out).toContain('<link rel="x-later" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/main.js"/>')
    expect(out).not.toContain('async=""')
    // What is not a chunk's tag stays: the image preload, the stylesheet, the polyfills, escaped text and flight data.
    expect(out).toContain('<link rel="preload" as="image" fetchPriority="high"')
    expect(out).toContain('noModule=""')
    expect(out).toContain(bodyEnd.slice(0, bodyEnd.indexOf('<script src="/_next/static/chunks/main.js"')))
  })

  it('finds a tag split over any two chunks of a streamed page', () => {
    const whole = swapped([page])
    for (let cut = 0; cut <= page.length; cut++) expect(swapped([page.slice(0, cut), page.slice(cut)])).toBe(whole)
  })

  it("applies to the language layout's pages answered 200 only: the admin, the API, Next's own pages, a 404 and an error page keep their scripts", () => {
    for (const path of ['/nl/', '/nl', '/fr/a-vendre/?page=2', '/en/for-sale/some-house-12', '/de/'])
      expect([path, scriptsWaitForPaint(path, 200)]).toEqual([path, true])
    for (const path of ['/admin', '/admin/collections/properties', '/api/graphql-playground', '/_next/static/x.js', '/', '/xx/', '/nlx/'])
      expect([path, scriptsWaitForPaint(path, 200)]).toEqual([path, false])
    for (const status of [404, 500, 503]) expect([status, scriptsWaitForPaint('/nl/bestaat-niet/', status)]).toEqual([status, false])
  })
})

/** The page's sign of a person, as src/site/visitorPresent.ts names it. */
const SIGN = { flag: PRESENT_FLAG, event: VISITOR_EVENT }

/** A stand-in page for the inline script: its waiting scripts, its state, its listeners, its frames and timers. */
function runLoader({
  readyState = 'loading',
  present = false,
  paintTiming = true,
}: { readyState?: string; present?: boolean; paintTiming?: boolean } = {}) {
  type Listener = () => void
  const on = (target: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    target.set(type, [...(target.get(type) ?? []), listener])
  const fire = (target: Map<string, Listener[]>, type: string) => {
    const listeners = target.get(type) ?? []
    target.delete(type)
    for (const listener of listeners) listener()
  }
  const windowListeners = new Map<string, Listener[]>()
  const documentListeners = new Map<string, Listener[]>()
  const queue: Listener[] = []
  class Script {
    attributes = new Map<string, string>()
    async = false
    nonce = ''
    parentNode = { replaceChild: (fresh: Script, old: Script) => page.scripts.splice(page.scripts.indexOf(old), 1, fresh) }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value)
    }
  }
  const waiting = (src: string) => {
    const script = new Script()
    script.setAttribute('src', src)
    script.setAttribute('type', WAITING_TYPE)
    script.nonce = 'N'
    return script
  }
  const page = { scripts: [waiting('/_next/static/chunks/one.js'), waiting('/_next/static/chunks/two.js')] }
  const document = {
    readyState,
    addEventListener: on(documentListeners),
    createElement: (tag: string) => (expect(tag).toBe('script'), new Script()),
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`script[type="${WAITING_TYPE}"][src]`)
      return page.scripts.filter((script) => script.getAttribute('type') === WAITING_TYPE)
    },
  }
  const window: Record<string, unknown> = {
    addEventListener: on(windowListeners),
    ...(present ? { [PRESENT_FLAG]: true } : {}),
  }
  // Paint timing: the observer the script starts, and the paint entries recorded so far (handed over with buffered).
  const paints: string[] = []
  let observer: { callback: (list: { getEntries: () => Array<{ name: string }> }) => void; connected: boolean } | null = null
  const deliver = () => {
    if (observer?.connected) observer.callback({ getEntries: () => paints.map((name) => ({ name })) })
  }
  class PerformanceObserver {
    constructor(callback: (list: { getEntries: () => Array<{ name: string }> }) => void) {
      if (!paintTiming) throw new TypeError('paint timing is not supported')
      observer = { callback, connected: false }
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      observer!.connected = true
      deliver()
    }
    disconnect() {
      observer!.connected = false
    }
  }
  vm.runInNewContext(scriptsAfterPaintScript(SIGN), {
    document,
    window,
    PerformanceObserver,
    requestAnimationFrame: (callback: Listener) => queue.push(callback),
    setTimeout: (callback: Listener) => queue.push(callback),
  })
  const started = () => page.scripts.filter((script) => script.getAttribute('type') === null)
  return {
    page,
    started,
    parsed: () => ((document.readyState = 'interactive'), fire(documentListeners, 'DOMContentLoaded')),
    loaded: () => ((document.readyState = 'complete'), fire(windowListeners, 'load')),
    sign: () => fire(windowListeners, VISITOR_EVENT),
    paint: (name: string) => (paints.push(name), deliver()),
    nextFrames: () => {
      while (queue.length) queue.shift()!()
    },
  }
}

describe('the inline script that starts the scripts', () => {
  it('starts nothing while the page loads, and every chunk two frames after its load and its first contentful paint, as written, once', () => {
    const page = runLoader()
    page.parsed()
    expect(page.started()).toHaveLength(0)
    page.loaded()
    page.nextFrames()
    expect(page.started()).toHaveLength(0)
    // A first paint of nothing but backgrounds is not the one.
    page.paint('first-paint')
    page.nextFrames()
    expect(page.started()).toHaveLength(0)
    page.paint('first-contentful-paint')
    expect(page.started()).toHaveLength(0)
    page.nextFrames()
    expect(page.started().map((script) => [script.getAttribute('src'), script.async, script.nonce])).toEqual([
      ['/_next/static/chunks/one.js', true, 'N'],
      ['/_next/static/chunks/two.js', true, 'N'],
    ])
    page.sign()
    page.nextFrames()
    expect(page.page.scripts).toHaveLength(2)
  })

  it('takes a first contentful paint shown before the load, and goes by the frames alone without paint timing', () => {
    const painted = runLoader()
    painted.paint('first-contentful-paint')
    painted.parsed()
    painted.loaded()
    painted.nextFrames()
    expect(painted.started()).toHaveLength(2)

    const withoutTiming = runLoader({ paintTiming: false })
    withoutTiming.parsed()
    withoutTiming.loaded()
    withoutTiming.nextFrames()
    expect(withoutTiming.started()).toHaveLength(2)
  })

  it('starts them at the first sign of a person, once the body is parsed', () => {
    const page = runLoader()
    page.sign()
    expect(page.started()).toHaveLength(0)
    page.parsed()
    expect(page.started()).toHaveLength(2)
  })

  it('starts them at once when the sign came before it ran and the page is parsed', () => {
    expect(runLoader({ readyState: 'interactive', present: true }).started()).toHaveLength(2)
  })

  it('cannot break out of its script element', () => {
    expect(scriptsAfterPaintScript(SIGN)).not.toMatch(/<\/script|<!--/i)
  })
})
