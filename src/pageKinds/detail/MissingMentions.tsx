import type { PropertyPageData } from './propertyPageData'

/** Issue 32 point 6: a mention the law requires and the data lacks is named, never left out silently. */
export function MissingMentions({ data }: { data: PropertyPageData }) {
  const { t, missing } = data
  if (missing.length === 0) return null
  return (
    <p className="mentions-missing" data-testid="mentions-missing">
      {t('mentions.missing', { list: missing.map((mention) => t(`mentions.${mention}`)).join(', ') })}
    </p>
  )
}
