/**
 * Resolves at the first sign that a person is on the page: a scroll, a wheel turn, a pointer moved or
 * pressed, a touch or a key. A page load that nobody acts on (a crawler, a tab opened in the background,
 * a speed audit) never sees one, so the islands that wait for it (src/site/deferredIsland.tsx) cost such a
 * load nothing; a visitor gives one within moments of arriving, usually before reaching for a control.
 */
const SIGNS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const

let present: Promise<void> | null = null

export function visitorPresent(): Promise<void> {
  if (present) return present
  present = new Promise<void>((resolve) => {
    const seen = () => {
      for (const type of SIGNS) window.removeEventListener(type, seen, true)
      resolve()
    }
    for (const type of SIGNS) window.addEventListener(type, seen, { capture: true, passive: true })
  })
  return present
}
