'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Where the chosen interface language is remembered in the browser (spec section 2). */
export const LANGUAGE_STORAGE_KEY = 'language'

function remember(code: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Storage can be unavailable (private mode); the language still shows in the URL.
  }
}

/**
 * Links to the same page in the other enabled languages. The target path is resolved on the server
 * (/switch-language/), which knows every page's translated path and answers "/" for unknown ones.
 */
export function LanguageSwitcher({ current, languages, label }: { current: string; languages: Array<{ code: string; title: string }>; label: string }) {
  const pathname = usePathname()

  useEffect(() => remember(current), [current])

  return (
    <ul className="languages" aria-label={label}>
      {languages.map(({ code, title }) => (
        <li key={code}>
          {code === current ? (
            <span aria-current="true" lang={code} title={title}>
              {code.toUpperCase()}
            </span>
          ) : (
            <a href={`/switch-language/?to=${code}&from=${encodeURIComponent(pathname)}`} hrefLang={code} lang={code} title={title} rel="alternate" onClick={() => remember(code)}>
              {code.toUpperCase()}
              <span className="visually-hidden"> – {title}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
