'use client'

import { useEffect } from 'react'

import { goLive } from './earlyPress'

/**
 * Once the page has hydrated, presses are the page's own (src/site/earlyPress.ts); a button pressed before
 * that is pressed again now, a form sent without one is sent again.
 */
export function SiteLive() {
  useEffect(() => {
    const press = goLive()
    if (!press?.isConnected) return
    if (press instanceof HTMLFormElement) press.requestSubmit()
    else press.click()
  }, [])
  return null
}
