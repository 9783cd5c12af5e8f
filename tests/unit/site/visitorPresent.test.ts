import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'

import { visitorSignScript } from '../../../src/site/visitorPresent'

/** A window with the listener calls the inline script makes, and a way to fire an event at it. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void, options: { capture?: boolean; passive?: boolean }) => {
      expect(options).toEqual({ capture: true, passive: true })
      if (!listeners.has(type)) listeners.set(type, new Set())
      listeners.get(type)!.add(listener)
    },
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
  }
  win.window = win
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener())
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
  return { win, fire, count }
}

describe('the inline script that notes an early sign of a visitor', () => {
  it('sets nothing while nobody acts on the page', () => {
    const { win, count } = fakeWindow()
    vm.runInNewContext(visitorSignScript(), win)
    expect(win.__visitorPresent).toBeUndefined()
    expect(count()).toBe(6)
  })

  it.each(['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'])('notes a %s and then stops listening', (type) => {
    const { win, fire, count } = fakeWindow()
    vm.runInNewContext(visitorSignScript(), win)
    fire(type)
    expect(win.__visitorPresent).toBe(true)
    expect(count()).toBe(0)
  })

  it('ignores events that are no sign of a person (a load, a resize)', () => {
    const { win, fire } = fakeWindow()
    vm.runInNewContext(visitorSignScript(), win)
    fire('load')
    fire('resize')
    expect(win.__visitorPresent).toBeUndefined()
  })

  it('cannot be broken out of its <script> element', () => {
    expect(visitorSignScript()).not.toMatch(/<\/script/i)
  })
})
