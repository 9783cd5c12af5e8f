'use client'

import { useEffect } from 'react'

import { rememberLanguage } from './languageMemory'

/** Remembers the language of the page being read (spec section 2: "Language choice is cached"). */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => rememberLanguage(locale), [locale])
  return null
}
