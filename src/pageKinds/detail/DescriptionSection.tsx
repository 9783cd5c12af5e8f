import type { Translator } from '@/i18n/dictionary'

/** A listing's description, one paragraph per blank-line-separated block; `lang` when it is in another language than the page. */
export function DescriptionSection({ text, lang, t }: { text: string | null | undefined; lang?: string | null; t: Translator }) {
  if (!text) return null
  return (
    <section className="property-description">
      <h2>{t('detail.description')}</h2>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} lang={lang ?? undefined}>
          {paragraph}
        </p>
      ))}
    </section>
  )
}
