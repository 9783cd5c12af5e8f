import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False in the server HTML and until React has taken over the page: controls that need JavaScript stay
 * disabled until then, so an early click never submits a form natively (password in a URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
