'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { FinishedTexts } from '@/i18n/finishedTexts'
import type { Locale } from '@/i18n/locales'

/** What client parts of the shell need from the server layout (the 404 page gets no props of its own). */
export interface SiteContextValue {
  locale: Locale
  forSalePath: string
  /** Filled on the server: the shell's boundaries import no message formatter. */
  texts: FinishedTexts
}

const SiteContext = createContext<SiteContextValue | null>(null)

export function SiteContextProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() outside the site layout')
  return value
}
