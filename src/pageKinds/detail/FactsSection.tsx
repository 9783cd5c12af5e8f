import type { FactGroup } from '@/listings/facts'
import { pickTexts } from '@/i18n/clientTexts'
import { RenovationDeadline } from '@/properties/chunks'
import { EpcMeaning } from '@/properties/detail/EpcMeaning'
import { RENOVATION_TEXT_KEYS } from '@/properties/detail/purchaseLabels'

import type { PropertyPageData } from './propertyPageData'

/** One group of a property's facts as a section; the energy group carries the EPC badge, the renovation obligation and what the label means. */
export function FactsSection({ group, data }: { group: FactGroup; data: PropertyPageData }) {
  const { t, energy, renovation, region, typeIcon } = data
  return (
    <section className={`facts facts-${group.key}`}>
      <h2>{group.title}</h2>
      {group.key === 'energy' && energy.label && (
        <p className={`epc-badge epc-${energy.label.replace(/_.*/, '')}`} aria-hidden="true">
          {energy.labelText}
        </p>
      )}
      <dl>
        {group.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              {/* The type's icon beside its printed name: decorative, so it has no text of its own. */}
              {row.key === 'type' && typeIcon && <img className="type-icon" src={typeIcon} alt="" width={24} height={24} />}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {group.key === 'energy' && renovation && (
        <div className="renovation-note" data-testid="renovation">
          <h3>{t('epc.obligationTitle')}</h3>
          <p>{t('epc.obligation')}</p>
          <RenovationDeadline today={data.today} label={energy.label!} home={data.home} texts={pickTexts(t, RENOVATION_TEXT_KEYS)} />
          <p>{t('epc.cost')}</p>
        </div>
      )}
      {group.key === 'energy' && energy.label && region && region !== 'luxembourg' && (
        <EpcMeaning region={region} label={energy.label} t={t} />
      )}
    </section>
  )
}
