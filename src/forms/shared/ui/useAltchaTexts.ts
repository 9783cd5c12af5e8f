'use client'

import { useEffect } from 'react'

import type { Translator } from '../../../i18n/dictionary'

/** The ALTCHA widget's own texts, from the dictionary, under a language code of our own (once its script has loaded). */
export function useAltchaTexts(loaded: boolean, language: string, t: Translator): void {
  useEffect(() => {
    if (!loaded) return
    globalThis.$altcha.i18n.set(language, {
      ...globalThis.$altcha.i18n.get('en'),
      label: t('form.altcha.label'),
      verifying: t('form.altcha.verifying'),
      verified: t('form.altcha.verified'),
      error: t('form.altcha.error'),
      expired: t('form.altcha.expired'),
      verificationRequired: t('form.altcha.required'),
      waitAlert: t('form.altcha.wait'),
      loading: t('form.altcha.verifying'),
      verify: t('form.altcha.label'),
    })
  }, [loaded, language, t])
}
