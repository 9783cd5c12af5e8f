/**
 * Calls `fn` at most once per `wait` ms, always with the latest arguments, and once more at the end
 * of a burst so the final state (e.g. the last scroll position) is never missed. Spec section 9:
 * the scroll handler runs at most every 100 ms.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = Date.now) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: A | null = null

  const run = (args: A) => {
    last = now()
    pending = null
    fn(...args)
  }

  const throttled = (...args: A) => {
    const remaining = wait - (now() - last)
    if (remaining <= 0) {
      if (timer) {
        clearTimeout(timer)
        timer = null
      }
      run(args)
      return
    }
    pending = args
    timer ??= setTimeout(() => {
      timer = null
      if (pending) run(pending)
    }, remaining)
  }
  throttled.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = null
  }
  return throttled
}
