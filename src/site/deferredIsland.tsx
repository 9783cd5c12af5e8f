'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import {
  buttonOf,
  buttonRef,
  forwardLateFiles,
  rememberChoices,
  rememberTypedValues,
  replayChoices,
  type Choice,
  type ControlRef,
} from '../lib/earlyInput'
import { takeEarlyPress } from './earlyPress'
import { visitorPresent } from './visitorPresent'

/**
 * A client component whose code loads when the visitor comes near it (issue 16.3): the page's
 * first-load JavaScript holds only this small wrapper, the component's own code (a form with zod,
 * react-hook-form and the spam check; a slider with keen-slider) is a chunk of its own.
 *
 * The server renders the component in full, so the HTML holds what the visitor sees, also with
 * JavaScript off. The chunk loads when the island comes within NEAR_MARGIN of the viewport, or at
 * once when the visitor touches, clicks or tabs into it (a button pressed meanwhile is pressed again on
 * the live component); on a client-side navigation (nothing server-rendered to keep) it loads at once.
 * An island made with `wake: 'visitor'` (the forms, the list screen, the search box: plain links and
 * forms that work as they are) starts watching the viewport only at the first sign of a person on the
 * page (src/site/visitorPresent.ts): a load nobody acts on never runs their code, which was most of
 * the main thread's blocking time on the list and contact pages.
 *
 * What a visitor typed, ticked or chose in a form before it came alive is kept (src/lib/earlyInput.ts).
 */

/** How far below (or above) the viewport an island starts loading: about one phone screen. */
const NEAR_MARGIN = '800px 0px'

/**
 * When an island's code loads: `near` from hydration on, when it comes near the viewport (what moves by
 * itself: sliders, maps, video); `visitor` the same, but only from the first sign of a person on the page
 * (a scroll, a touch, a pointer moved, a key): what works as it is until then (links, forms) or holds the
 * gesture that wakes it (the gallery's swipe, src/site/swipePress.ts). Both load at once when the visitor
 * touches, clicks or tabs into the island.
 */
export type IslandWake = 'near' | 'visitor'

/** An event that wants an island at once, from code outside it (src/forms/contactBar/contactSheet.ts: the contact bar opens a form). */
const ISLAND_WANTED = 'island:wanted'

/** Loads the islands named `name` now, as a visitor's touch would. */
export function wakeIsland(name: string): void {
  for (const root of document.querySelectorAll(`[data-island="${name}"]`)) root.dispatchEvent(new Event(ISLAND_WANTED))
}

/** Waiting for an island to be wanted; `finish()` stops listening and names the button tapped meanwhile. */
interface Waiting {
  wanted: Promise<void>
  /** Resolves when no press that began in the island is still under way (see pressEnd). */
  pressesEnded: () => Promise<void>
  /** The last button the visitor pressed before the island came alive. */
  finish: () => ControlRef | null
}

/**
 * Wanted when `root`'s content comes near the viewport, or at once when the visitor touches, clicks or
 * tabs into it; at once when there is nothing to wait on. A button pressed before the island is alive
 * does nothing yet (a send would be the browser's own submission of the bare form, putting the
 * visitor's data in a request we do not handle): the press is held and given to the live component.
 */
function waitForWant(root: HTMLElement, wake: IslandWake): Waiting {
  const boxes = [...root.children]
  // A press made before the island hydrated, held by the inline script (src/site/earlyPress.ts).
  const early = takeEarlyPress(root)
  let pressed = early && buttonRef(root, early)
  const ended = Promise.resolve()
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
    return { wanted: ended, pressesEnded: () => ended, finish: () => pressed }
  }
  let want!: () => void
  const wanted = new Promise<void>((resolve) => (want = resolve))
  let pressing = ended
  const onTouch = () => want()
  const onPointerDown = () => {
    pressing = pressEnd()
    want()
  }
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button')
    if (!button) return
    event.preventDefault()
    pressed = buttonRef(root, button)
    want()
  }
  const onSubmit = (event: Event) => {
    event.preventDefault()
    const submitter = (event as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement) pressed = buttonRef(root, submitter)
    want()
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
    rootMargin: NEAR_MARGIN,
  })
  let finished = false
  const watch = () => {
    if (!finished) for (const box of boxes) observer.observe(box)
  }
  if (wake === 'visitor') void visitorPresent().then(watch)
  else watch()
  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerdown', onPointerDown],
    ['focusin', onTouch],
    ['click', onClick],
    ['submit', onSubmit],
    [ISLAND_WANTED, onTouch],
  ]
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true)
  if (early) want()
  return {
    wanted,
    pressesEnded: () => pressing,
    finish: () => {
      finished = true
      observer.disconnect()
      for (const [type, listener] of listeners) root.removeEventListener(type, listener, true)
      return pressed
    },
  }
}

/**
 * A press keeps the live component from taking the server's markup's place until it ends: its click, or its
 * cancel (a scroll, a drag). A release with no click after it (the pointer let go elsewhere) ends it after
 * CLICK_GRACE_MS, time for a touch's click, which the browser sends in a task after the release; a press
 * whose end never reaches the page ends after PRESS_HOLD_MS. Not a fixed second from the press: on a slow
 * phone the code can arrive after that with the finger still down, and the click would then be lost.
 */
const PRESS_HOLD_MS = 10_000
const CLICK_GRACE_MS = 500
const PRESS_ENDS = ['click', 'pointercancel', 'dragstart']

/**
 * Resolves once a press has ended: its click dispatched, with its handlers and default action (a link's
 * navigation), or the press cancelled or let go with no click. A press that wakes an island
 * loads its code between the pointer going down and the click: a live component put in place in between
 * removes the element under the pointer, and the click then lands on no link or button (seen: a tap on
 * "Kaart" or a sort link of a list that was not live yet did nothing).
 */
function pressEnd(): Promise<void> {
  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined
    const end = () => {
      clearTimeout(timer)
      clearTimeout(grace)
      for (const type of PRESS_ENDS) window.removeEventListener(type, end, true)
      window.removeEventListener('pointerup', released, true)
      setTimeout(resolve, 0)
    }
    const released = () => {
      grace = setTimeout(end, CLICK_GRACE_MS)
    }
    const timer = setTimeout(end, PRESS_HOLD_MS)
    for (const type of PRESS_ENDS) window.addEventListener(type, end, true)
    window.addEventListener('pointerup', released, true)
  })
}

/** The focused field inside `root` (and its caret), to focus again once the live component replaced it. */
function focusedField(root: HTMLElement): { id: string; start: number | null; end: number | null } | null {
  const active = document.activeElement as HTMLInputElement | null
  if (!active?.id || !root.contains(active)) return null
  try {
    return { id: active.id, start: active.selectionStart, end: active.selectionEnd }
  } catch {
    return { id: active.id, start: null, end: null }
  }
}

/**
 * What the server renders with: the component itself, required synchronously, written at each island
 * as `typeof window === 'undefined' ? () => require(...) : null` so that Next's compile-time
 * `typeof window` leaves the require out of the browser's bundle.
 */
export type ServerComponent<Props> = (() => ComponentType<Props>) | null

/**
 * `deferredIsland('contact-form', () => import('./contact/Form').then((m) => m.ContactForm), server)`: a
 * component with the same props, rendered in full on the server, whose code loads near the viewport.
 *
 * Until then the browser keeps the server's HTML untouched: the island's wrapper hydrates with an empty
 * `dangerouslySetInnerHTML`, which React leaves as it finds it. Then the live component renders in its
 * place, the same markup, with the typed text and the focused field carried over. (A Suspense boundary
 * would let React hydrate it in place, but React streams a large or styled boundary out of order, in a
 * hidden element moved by a script: invisible with JavaScript off.)
 */
export function deferredIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  server: ServerComponent<Props>,
  { wake = 'near' }: { wake?: IslandWake | ((props: Props) => IslandWake) } = {},
): ComponentType<Props> {
  // Loaded once per page; a later island of this kind (a client-side navigation) renders at once.
  let loaded: ComponentType<Props> | null = null
  function DeferredIsland(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded ?? (server ? server() : null))
    const [focus, setFocus] = useState<ReturnType<typeof focusedField>>(null)
    const [pressed, setPressed] = useState<ControlRef | null>(null)
    const [choices, setChoices] = useState<Choice[]>([])
    const ref = useRef<HTMLDivElement>(null)
    const wakeNow = typeof wake === 'function' ? wake(props) : wake
    useEffect(() => {
      if (Component || !ref.current) return
      const root = ref.current
      let live = true
      const waiting = waitForWant(root, wakeNow)
      // From here a press is held for the live component (before hydration the inline script of
      // src/site/earlyPress.ts holds it, and waitForWant takes it over).
      root.setAttribute('data-waiting', '')
      waiting.wanted
        .then(load)
        .then(async (component) => {
          loaded = component
          await waiting.pressesEnded()
          if (!live) return
          // One task from reading the server's fields to the live ones in place: a key pressed in between
          // would land in a field about to go.
          flushSync(() => {
            root.removeAttribute('data-waiting')
            rememberTypedValues(root)
            forwardLateFiles(root)
            setChoices(rememberChoices(root))
            setFocus(focusedField(root))
            setPressed(waiting.finish())
            setComponent(() => component)
          })
        })
        // A chunk that cannot load (connection lost) leaves the server's HTML as it is: the page still
        // reads, and the next visit tries again.
        .catch(() => undefined)
      return () => {
        live = false
        root.removeAttribute('data-waiting')
        waiting.finish()
      }
    }, [Component, wakeNow])
    useLayoutEffect(() => {
      if (!Component || !focus) return
      const field = document.getElementById(focus.id) as HTMLInputElement | null
      field?.focus()
      try {
        if (field && focus.start !== null) field.setSelectionRange(focus.start, focus.end)
      } catch {
        // not a text field
      }
    }, [Component, focus])
    // The boxes ticked while the code loaded, then the press held meanwhile (which may send them), on the
    // live component. Its own effects have run by now: its fields are registered.
    useEffect(() => {
      if (!Component || !ref.current) return
      if (choices.length > 0) {
        replayChoices(ref.current, choices)
        setChoices([])
      }
      if (pressed === null) return
      buttonOf(ref.current, pressed)?.click()
      setPressed(null)
    }, [Component, choices, pressed])
    if (!Component) {
      return <div ref={ref} className="island" data-island={name} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    }
    return (
      // data-live: the live component is in place in the browser (never in the server's HTML, where React
      // would leave it on the static markup); browser tests wait for it as a visitor waits for a swipe to work.
      <div ref={ref} className="island" data-island={name} data-live={typeof window === 'undefined' ? undefined : ''}>
        <Component {...props} />
      </div>
    )
  }
  DeferredIsland.displayName = `DeferredIsland(${name})`
  return DeferredIsland
}
