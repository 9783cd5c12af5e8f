import { LANGUAGE_COOKIE, languageCookieOptions } from '../routing/languageCookie'

/** Where the chosen interface language is remembered in the browser (spec section 2). */
const LANGUAGE_STORAGE_KEY = 'language'

/**
 * Remembers the visitor's language: in localStorage (spec section 2) and in the cookie that "/" reads
 * on the server. Set here rather than by the proxy, so cached pages are served without the proxy.
 */
export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Storage can be unavailable (private mode); the language still shows in the URL.
  }
  if (!document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${code}`)) {
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=${languageCookieOptions.path}; max-age=${languageCookieOptions.maxAge}; samesite=${languageCookieOptions.sameSite}`
  }
}
