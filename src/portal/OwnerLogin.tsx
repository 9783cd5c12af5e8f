import type { Translator } from '@/i18n/dictionary'
import { pickTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'

import { formTexts } from '@/forms/shared/texts'

import { LoginForm } from './chunks'
import { LOGIN_TEXT_KEYS } from './texts'

/** The login block of the menu page of type "login" (/nl/login/, /fr/login/, /en/login/): a cached public page. */
export function OwnerLogin({ locale, t }: { locale: Locale; t: Translator }) {
  return (
    <section className="owner-login-section">
      <p>{t('login.intro')}</p>
      <LoginForm locale={locale} texts={pickTexts(t, LOGIN_TEXT_KEYS)} forgotTexts={formTexts(t, 'password.', 'login.forgotSent')} />
    </section>
  )
}
