import type { Translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { legalFactRows, type LegalFactsData } from '@/lib/legalFacts'

/**
 * The legal notices of a Belgian estate agency (src/lib/legalFacts.ts): a compact list in the footer of
 * every page, a section of its own on the legal pages (disclaimer, privacy statement, cookie policy).
 * Server HTML only.
 */
export function LegalFacts({
  facts,
  t,
  locale,
  variant,
}: {
  facts: LegalFactsData
  t: Translator
  locale: Locale
  variant: 'footer' | 'page'
}) {
  const rows = legalFactRows(facts, t, locale)
  if (rows.length === 0) return null
  const list = (
    <dl className="legal-facts-list">
      {rows.map((row) => (
        <div key={row.key} data-fact={row.key}>
          <dt>{row.label}</dt>
          <dd>
            {row.href ? (
              <a href={row.href} rel="noopener" target="_blank">
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
  if (variant === 'footer') {
    return (
      <section className="footer-legal" aria-label={t('legal.title')}>
        {list}
      </section>
    )
  }
  return (
    <section className="legal-facts" aria-labelledby="legal-facts-title">
      <h2 id="legal-facts-title">{t('legal.title')}</h2>
      {list}
    </section>
  )
}
