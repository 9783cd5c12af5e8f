import type { DictionaryKey } from '../i18n/dictionary'
import { loginTexts } from '../i18n/texts/login'
import { portalTexts } from '../i18n/texts/portal'

const keys = [...Object.keys(loginTexts), ...Object.keys(portalTexts)] as DictionaryKey[]

/** Texts the login, new-password and portal screens hand to their client components. */
export const LOGIN_TEXT_KEYS: DictionaryKey[] = [
  ...keys.filter((k) => k.startsWith('login.') || k.startsWith('validation.')),
  'error.loginFailed',
  'error.invalidCredentials',
  'error.api',
  'validation.required.email',
  'validation.invalid.email',
  'validation.required.password',
  'validation.confirmPassword',
  'validation.passwordMismatch',
]

export const PORTAL_TEXT_KEYS: DictionaryKey[] = [
  ...keys.filter((k) => k.startsWith('portal.')),
  'login.sessionExpired',
  'login.backToLogin',
  'error.api',
  'error.propertyNotFound',
]
