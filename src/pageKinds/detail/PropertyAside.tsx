import type { PropertyDetail } from '@/data/property'
import { ListingAlertForm, PropertyForms } from '@/forms/chunks'
import { formatPhone } from '@/lib/phone'
import { ShareActions } from '@/properties/chunks'
import type { Translator } from '@/i18n/dictionary'

import type { ResolvedRequest } from '../resolve'
import type { PropertyPageData } from './propertyPageData'

/** Beside the listing: its forms and the listing alert while it is on offer, the agent, and the share actions. */
export function PropertyAside({ request, property, data }: { request: ResolvedRequest; property: PropertyDetail; data: PropertyPageData }) {
  const { locale, table } = request
  const { t } = data
  const privacyHref = table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null
  return (
    <aside className="property-aside">
      {!data.sold && (
        <section className="property-actions">
          <h2>{t('detail.actions')}</h2>
          <PropertyForms
            property={{
              externalId: property.externalId,
              title: property.title,
              goal: property.goal === 'rent' ? 'rent' : 'sale',
              minimumIncome: property.minimumIncome ?? null,
              maximumPersons: property.maximumPersons ?? null,
            }}
            locale={locale}
            texts={data.formsTexts}
            privacyHref={privacyHref}
          />
        </section>
      )}
      {!data.sold && (
        <section className="property-alert" aria-labelledby="property-alert-title">
          <h2 id="property-alert-title">{t('listingAlert.title')}</h2>
          <p>{t('listingAlert.intro')}</p>
          <ListingAlertForm externalId={property.externalId} locale={locale} texts={data.formsTexts} privacyHref={privacyHref} />
        </section>
      )}
      {data.advisor && <AgentSection advisor={data.advisor} t={t} />}
      <ShareActions
        url={`${data.origin}${data.canonical}`}
        title={property.title}
        labels={{
          share: t('detail.share'),
          copy: t('detail.copyLink'),
          copied: t('detail.linkCopied'),
          email: t('detail.shareEmail'),
          print: t('detail.print'),
        }}
      />
    </aside>
  )
}

function AgentSection({ advisor, t }: { advisor: NonNullable<PropertyPageData['advisor']>; t: Translator }) {
  return (
    <section className="property-agent">
      <h2>{t('detail.yourAgent')}</h2>
      <p>
        <strong>{advisor.name || `${advisor.firstName} ${advisor.lastName}`}</strong>
        {advisor.role && <span> · {advisor.role}</span>}
      </p>
      {advisor.phone && (
        <p>
          <a href={`tel:${advisor.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(advisor.phone)}</a>
        </p>
      )}
      <p>
        <a href={`mailto:${advisor.email}`}>{advisor.email}</a>
      </p>
    </section>
  )
}
