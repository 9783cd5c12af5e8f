import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'

import { visitorSignScript } from '../../../src/site/visitorPresent'

type SignEvent = { type: string; clientX?: number; clientY?: number }

/** A window with the listener calls the inline script makes, and a way to fire an event at it. */
function runScript() {
  const listeners = new Map<string, Set<(event: SignEvent) => void>>()
  const dispatched: string[] = []
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: SignEvent) => void, options: { capture?: boolean; passive?: boolean }) => {
      expect(options).toEqual({ capture: true, passive: true })
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)!.add(listener)
    },
    removeEventListener: (type: string, listener: (event: SignEvent) => void) => void listeners.get(type)?.delete(listener),
    dispatchEvent: (event: { type: string }) => void dispatched.push(event.type),
    Event: class {
      constructor(public type: string) {}
    },
  }
  win.window = win
  vm.runInNewContext(visitorSignScript(), win)
  const fire = (event: SignEvent) => [...(listeners.get(event.type) ?? [])].forEach((listener) => listener(event))
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return { present: () => win.__visitorPresent === true, dispatched, fire, listening }
}

describe('the inline script that watches for the first sign of a visitor', () => {
  it('notes nothing while nobody acts on the page', () => {
    const page = runScript()
    expect(page.present()).toBe(false)
    expect(page.listening()).toBe(6)
  })

  it.each(['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'])('counts a %s, tells the page once and stops listening', (type) => {
    const page = runScript()
    page.fire({ type })
    expect(page.present()).toBe(true)
    expect(page.dispatched).toEqual(['visitor-present'])
    expect(page.listening()).toBe(0)
  })

  it('counts a pointer that moves, not one the browser reports again where it rests', () => {
    const page = runScript()
    // After a layout change the browser reports the resting cursor again, at the same place.
    page.fire({ type: 'pointermove', clientX: 0, clientY: 0 })
    page.fire({ type: 'pointermove', clientX: 0, clientY: 0 })
    expect(page.present()).toBe(false)
    page.fire({ type: 'pointermove', clientX: 4, clientY: 2 })
    expect(page.present()).toBe(true)
    expect(page.dispatched).toEqual(['visitor-present'])
  })

  it('ignores events that are no sign of a person (a load, a resize)', () => {
    const page = runScript()
    page.fire({ type: 'load' })
    page.fire({ type: 'resize' })
    expect(page.present()).toBe(false)
  })

  it('cannot be broken out of its <script> element', () => {
    expect(visitorSignScript()).not.toMatch(/<\/script/i)
  })
})
