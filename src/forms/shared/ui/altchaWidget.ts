/**
 * Waiting on the ALTCHA web component (`<altcha-widget>`), apart from React so it can be tested.
 *
 * The element's methods (`configure`, `verify`, `getState`, `reset`) exist only once its Svelte
 * component is mounted, a tick after the element is connected (the widget then fires `load`). Calling
 * them earlier throws "configure is not a function" and took the whole form down; sending before the
 * widget module had loaded sent no solution at all. Both happened on slow devices (and under CI load).
 */

export interface AltchaWidget extends EventTarget {
  configure?: (options: Record<string, unknown>) => Promise<void> | void
  verify?: () => Promise<unknown>
  getState?: () => string
  reset?: () => void
}

interface StateDetail {
  state: string
  payload?: string | null
}

const stateOf = (event: Event): StateDetail => ((event as CustomEvent<StateDetail>).detail ?? { state: '' }) as StateDetail

const mounted = (element: AltchaWidget) => typeof element.configure === 'function' && typeof element.verify === 'function'

/** Resolves true once the widget's methods exist (its `load` event, or found by polling), false after `timeoutMs`. */
export function whenMounted(element: AltchaWidget, timeoutMs = 20_000, pollMs = 50): Promise<boolean> {
  if (mounted(element)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      element.removeEventListener('load', onLoad)
      clearInterval(poll)
      clearTimeout(timer)
      resolve(value)
    }
    const onLoad = () => mounted(element) && done(true)
    element.addEventListener('load', onLoad)
    const poll = setInterval(() => mounted(element) && done(true), pollMs)
    const timer = setTimeout(() => done(false), timeoutMs)
  })
}

export interface SolveOptions {
  /** The solution the widget already reported, if any. */
  current: () => string
  /** How often a failed proof of work (challenge not fetched: a dropped connection) is started again. */
  retries?: number
  retryDelayMs?: number
  timeoutMs?: number
}

/**
 * The widget's solution for sending: the one it has, else the one it is working on, else a new proof of
 * work. A failure is tried again `retries` times (after `retryDelayMs`); '' when there is none in
 * `timeoutMs` (the server then asks the visitor to confirm, and the form can be sent again).
 * One proof of work at a time: a second `verify()` would abort the running one.
 */
export function solve(
  element: AltchaWidget,
  { current, retries = 2, retryDelayMs = 1_000, timeoutMs = 30_000 }: SolveOptions,
): Promise<string> {
  const known = current()
  if (known) return Promise.resolve(known)
  return new Promise((resolve) => {
    let failures = 0
    let settled = false
    const finish = (value: string) => {
      if (settled) return
      settled = true
      element.removeEventListener('statechange', follow)
      clearTimeout(timer)
      resolve(value)
    }
    const start = () => {
      if (settled) return
      Promise.resolve()
        .then(() => element.verify!())
        .catch(() => fail())
    }
    const fail = () => {
      failures += 1
      if (failures > retries) finish('')
      else setTimeout(start, retryDelayMs)
    }
    const follow = (event: Event) => {
      const { state, payload } = stateOf(event)
      if (state === 'verified' && payload) finish(payload)
      else if (state === 'error' || state === 'expired') fail()
      // Reset (or a run aborted) with nothing started since: start one, unless one starts meanwhile.
      else if (state === 'unverified') setTimeout(() => element.getState?.() === 'unverified' && start(), 100)
    }
    const timer = setTimeout(() => finish(''), timeoutMs)
    element.addEventListener('statechange', follow)
    if (element.getState?.() !== 'verifying') start()
  })
}
