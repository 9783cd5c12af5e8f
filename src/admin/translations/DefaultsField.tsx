import type { UIFieldServerProps } from 'payload'

import { LOCALES } from '../../i18n/locales'
import { defaultText, isDictionaryKey } from '../../i18n/overrides'
import { adminLanguage } from '../../i18n/adminLanguage'
import { adminWord, LOCALE_NAMES } from './labels'

/** On a translation's edit page: the code's default text of its key in every language (read-only). */
export function DefaultsField({ data, i18n }: UIFieldServerProps) {
  const key = (data as { key?: unknown } | undefined)?.key
  if (!isDictionaryKey(key)) return null
  const language = adminLanguage(i18n.language)
  return (
    <div className="field-type translation-defaults" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">{adminWord('defaultText', language)}</span>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
        {LOCALES.map((locale) => {
          const { text, fallsBackTo } = defaultText(key, locale)
          return [
            <dt key={`${locale}-name`}>{LOCALE_NAMES[locale]}</dt>,
            <dd key={`${locale}-text`} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {fallsBackTo ? <em>{`${adminWord('fallsBack', language)}: `}</em> : null}
              {text}
            </dd>,
          ]
        })}
      </dl>
    </div>
  )
}
