'use client'

import { createContext, useContext } from 'react'

import { clientTranslator, type ClientTexts } from '../../../i18n/clientTexts'
import type { Translator } from '../../../i18n/dictionary'
import type { Locale } from '../../../i18n/locales'

export interface FormKit {
  /** Prefix of the form's element ids (several forms can share a page). */
  id: string
  locale: Locale
  t: Translator
  /** Bumped to ask the captcha for a new challenge (after a failed submission). */
  captchaVersion: number
}

const FormKitContext = createContext<FormKit | null>(null)

export const FormKitProvider = FormKitContext.Provider

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext)
  if (!kit) throw new Error('Form fields must be inside <SiteForm>')
  return kit
}

export const translatorFor = (texts: ClientTexts): Translator => clientTranslator(texts)
