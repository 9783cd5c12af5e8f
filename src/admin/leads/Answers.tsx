import type { UIFieldServerComponent } from 'payload'

import { t } from '../../i18n/dictionary'
import { isLocale, type Locale } from '../../i18n/locales'
import { answerRows } from '../../forms/answers'

/** The admin's language as a dictionary language (the admin speaks nl, fr and en). */
export const adminLocale = (language: string | undefined): Locale => (isLocale(language) && language !== 'de' ? language : 'en')

const TITLE: Record<string, string> = { nl: 'Antwoorden', fr: 'Réponses', en: 'Answers' }
const CAMPAIGN: Record<string, string> = { nl: 'Campagne (UTM)', fr: 'Campagne (UTM)', en: 'Campaign (UTM)' }
const NONE: Record<string, string> = { nl: 'Geen antwoorden opgeslagen.', fr: 'Aucune réponse enregistrée.', en: 'No answers stored.' }

/**
 * A submission's answers (and the campaign parameters of the visit) as a read-only table in the form's order (src/forms/answers.ts), in place of
 * Payload's JSON editor, which loads its code from a CDN and stays a grey box offline. Visitor text is
 * rendered as text, never as HTML.
 */
export const Answers: UIFieldServerComponent = ({ data, i18n }) => {
  const locale = adminLocale(i18n?.language)
  const rows = answerRows(String(data?.type ?? ''), data?.data, locale, t)
  const utm =
    data?.utm && typeof data.utm === 'object' && !Array.isArray(data.utm) ? Object.entries(data.utm as Record<string, unknown>) : []
  return (
    <div className="field-type lead-answers" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{TITLE[locale]}</h3>
      {rows.length === 0 ? (
        <p>{NONE[locale]}</p>
      ) : (
        <table className="lead-answers__table" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-answer={row.name} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                <th
                  scope="row"
                  style={{ textAlign: 'left', verticalAlign: 'top', padding: '6px 12px 6px 0', width: '35%', fontWeight: 600 }}
                >
                  {row.label}
                </th>
                <td style={{ padding: '6px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {utm.length > 0 ? (
        <p className="lead-answers__utm" style={{ marginTop: 'calc(var(--base) / 2)' }}>
          {CAMPAIGN[locale]}: {utm.map(([name, value]) => `${name}=${String(value)}`).join(', ')}
        </p>
      ) : null}
    </div>
  )
}
