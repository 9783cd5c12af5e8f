import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'

import { earlyPressScript, goLive, takeEarlyPress } from '../../../src/site/earlyPress'
import { swipePressScript } from '../../../src/site/swipePress'

/** An element as far as the inline script reads one: its tag, attributes and parent. */
class Node {
  constructor(
    readonly tag: string,
    readonly attributes: string[] = [],
    readonly parent: Node | null = null,
  ) {
    parent?.children.push(this)
  }
  readonly isConnected = true
  /** What click() fires: the page's listeners, as a button's click() does in a browser. */
  static fire: ((event: PageEvent) => PageEvent) | null = null
  readonly children: Node[] = []
  hasAttribute(name: string) {
    return this.attributes.includes(name)
  }
  querySelector(selector: string): Node | null {
    for (const child of this.children) {
      const found = child.matches(selector) ? child : child.querySelector(selector)
      if (found) return found
    }
    return null
  }
  click() {
    Node.fire?.(event('click', this))
  }
  private matches(selector: string) {
    const attribute = /^\[(.+)\]$/.exec(selector)
    return attribute ? this.hasAttribute(attribute[1]) : selector === this.tag
  }
  closest(selector: string): Node | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null)
  }
}

type PageEvent = { type: 'click' | 'submit'; target: Node; submitter?: Node | null; prevented: boolean; preventDefault(): void }
/** A touch event as far as the inline script reads one: where its fingers are, or the one lifted. */
type Point = { clientX: number; clientY: number }
type TouchEvent = { type: 'touchstart' | 'touchend'; target: Node; touches: Point[]; changedTouches: Point[] }
const at = (x: number, y: number): Point => ({ clientX: x, clientY: y })
const event = (type: PageEvent['type'], target: Node, submitter?: Node | null): PageEvent => ({
  type,
  target,
  submitter,
  prevented: false,
  preventDefault() {
    this.prevented = true
  },
})

/** A document with the listeners the inline script adds, and a way to fire an event at it. */
function runScript() {
  const listeners = new Map<string, Array<(event: PageEvent | TouchEvent) => void>>()
  const document = {
    addEventListener: (type: string, listener: (event: PageEvent | TouchEvent) => void, options: boolean | { capture: boolean }) => {
      // Capture: the press is held before any listener of the page's own code sees it.
      expect(typeof options === 'boolean' ? options : options.capture).toBe(true)
      listeners.set(type, [...(listeners.get(type) ?? []), listener])
    },
  }
  // Both inline scripts, as on a page with a gallery: the swipe's press is held by the other.
  const context = vm.createContext({ document, window: page, Math })
  vm.runInContext(earlyPressScript(), context)
  vm.runInContext(swipePressScript(), context)
  const fire = <E extends PageEvent | TouchEvent>(fired: E) => {
    for (const listener of listeners.get(fired.type) ?? []) listener(fired)
    return fired
  }
  Node.fire = fire
  return fire
}

/** The window the inline script and goLive share, as in a browser. */
const page: Record<string, unknown> = {}
Object.assign(globalThis, { window: page })
const live = () => goLive() as unknown as Node | null

const take = (island: Node) => takeEarlyPress(island as unknown as HTMLElement)

describe('the inline script that holds a press on an island made before it hydrated', () => {
  it('holds a click on a button (or on what the button holds) of an island not yet hydrated, for the island to take once', () => {
    const fire = runScript()
    const island = new Node('div', ['data-island'])
    const form = new Node('form', [], island)
    const button = new Node('button', [], form)
    const label = new Node('span', [], button)
    expect(fire(event('click', label)).prevented).toBe(true)
    expect(take(island)).toBe(button)
    expect(take(island)).toBeNull()
  })

  it('leaves a press to the island once it waits for the visitor or is live', () => {
    const fire = runScript()
    for (const state of ['data-waiting', 'data-live']) {
      const island = new Node('div', ['data-island', state])
      const button = new Node('button', [], island)
      expect(fire(event('click', button)).prevented).toBe(false)
      expect(take(island)).toBeNull()
    }
  })

  it('leaves links alone', () => {
    const fire = runScript()
    const island = new Node('div', ['data-island'])
    expect(fire(event('click', new Node('a', [], island))).prevented).toBe(false)
    expect(take(island)).toBeNull()
    expect(fire(event('click', new Node('a', [], new Node('header')))).prevented).toBe(false)
  })

  it('holds a press outside the islands until the page has hydrated, which takes it once; from then on leaves them alone', () => {
    for (const key of Object.keys(page)) delete page[key]
    const fire = runScript()
    const header = new Node('header')
    const menu = new Node('button', [], header)
    const language = new Node('button', [], header)
    expect(fire(event('click', new Node('span', [], menu))).prevented).toBe(true)
    expect(fire(event('click', language)).prevented).toBe(true)
    // The island keeps its own: a press in it is not the page's.
    const island = new Node('div', ['data-island'])
    fire(event('click', new Node('button', [], island)))
    expect(live()).toBe(language)
    expect(live()).toBeNull()
    expect(fire(event('click', menu)).prevented).toBe(false)
    expect(live()).toBeNull()
  })

  it("stops a bare form's submission outside the islands before the page has hydrated and gives the form", () => {
    for (const key of Object.keys(page)) delete page[key]
    const fire = runScript()
    const form = new Node('form', [], new Node('main'))
    expect(fire(event('submit', form, null)).prevented).toBe(true)
    expect(live()).toBe(form)
  })

  it("stops the browser's own submission of the bare form and notes it, without forgetting the button pressed", () => {
    const fire = runScript()
    const island = new Node('div', ['data-island'])
    const form = new Node('form', [], island)
    expect(fire(event('submit', form, null)).prevented).toBe(true)
    expect(take(island)).toBe(island)

    const send = new Node('button', [], form)
    fire(event('click', send))
    fire(event('submit', form, null))
    expect(take(island)).toBe(send)

    fire(event('submit', form, send))
    expect(take(island)).toBe(send)
  })

  it('keeps the last button pressed', () => {
    const fire = runScript()
    const island = new Node('div', ['data-island'])
    const first = new Node('button', [], island)
    const second = new Node('button', [], island)
    fire(event('click', first))
    fire(event('click', second))
    expect(take(island)).toBe(second)
  })

  describe('a swipe over a gallery not yet live (src/site/swipePress.ts)', () => {
    /** An island with a swipe area holding the previous and next buttons, and a swipe over it. */
    function gallery(state: string[] = []) {
      const fire = runScript()
      const island = new Node('div', ['data-island', ...state])
      const area = new Node('div', ['data-swipe'], island)
      const previous = new Node('button', ['data-swipe-previous'], area)
      const next = new Node('button', ['data-swipe-next'], area)
      const photo = new Node('img', [], new Node('button', [], area))
      const swipe = (from: Point, to: Point, target: Node = photo) => {
        fire({ type: 'touchstart', target, touches: [from], changedTouches: [from] })
        fire({ type: 'touchend', target, touches: [], changedTouches: [to] })
      }
      return { island, previous, next, swipe }
    }

    it('is a press of "next" when the finger moves left, of "previous" when it moves right, held for the island', () => {
      const { island, previous, next, swipe } = gallery()
      swipe(at(300, 200), at(100, 220))
      expect(take(island)).toBe(next)
      swipe(at(100, 200), at(300, 180))
      expect(take(island)).toBe(previous)
    })

    it('is no press when it is a tap, goes up or down rather than sideways, or begins outside the area', () => {
      const { island, swipe } = gallery()
      swipe(at(200, 200), at(185, 200))
      swipe(at(200, 200), at(150, 400))
      swipe(at(300, 200), at(100, 200), new Node('p', [], island))
      expect(take(island)).toBeNull()
    })

    it('is left to the live gallery, whose slider follows the finger', () => {
      const { island, swipe } = gallery(['data-live'])
      swipe(at(300, 200), at(100, 200))
      expect(take(island)).toBeNull()
    })
  })

  it('cannot break out of its script element', () => {
    for (const script of [earlyPressScript(), swipePressScript()]) expect(script).not.toMatch(/<\/script|<!--/i)
  })
})
