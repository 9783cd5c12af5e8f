'use client'

import { usePathname } from 'next/navigation'

import { rememberLanguage } from './languageMemory'

/**
 * Links to the same page in the other enabled languages. The target path is resolved on the server
 * (/switch-language/), which knows every page's translated path and answers "/" for unknown ones.
 */
export function LanguageSwitcher({
  current,
  languages,
  label,
}: {
  current: string
  languages: Array<{ code: string; title: string }>
  label: string
}) {
  const pathname = usePathname()

  return (
    <ul className="languages" aria-label={label}>
      {languages.map(({ code, title }) => (
        <li key={code}>
          {code === current ? (
            <span aria-current="true" lang={code} title={title}>
              {code.toUpperCase()}
            </span>
          ) : (
            <a
              href={`/switch-language/?to=${code}&from=${encodeURIComponent(pathname)}`}
              hrefLang={code}
              lang={code}
              title={title}
              rel="alternate"
              onClick={() => rememberLanguage(code)}
            >
              {code.toUpperCase()}
              <span className="visually-hidden"> – {title}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
