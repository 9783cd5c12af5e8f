import type { ProjectDetail } from '@/data/property'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import { formatNumber } from '@/lib/format'
import { priceLine } from '@/listings/priceLine'
import { priceListShowsFloor } from '@/projects/priceList'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'

/** A project's price list: one row per unit with its state, floor (when any unit has one), surface, bedrooms, price and link. */
export function PriceListSection({ project, sections, t }: { project: ProjectDetail; sections: ListingSections; t: Translator }) {
  const showFloor = priceListShowsFloor(project.units)
  const unitStatus = (status?: string | null) =>
    status && status !== 'for-sale' && status !== 'for-rent' ? t(`property.status.${status}` as DictionaryKey) : t('project.available')
  return (
    <section className="price-list">
      <h2>{t('project.priceList')}</h2>
      {project.units.length === 0 ? (
        <p className="empty">{t('property.noConstruction')}</p>
      ) : (
        <div className="table-scroll">
          <table className="stacked-table">
            <caption className="visually-hidden">
              {t('project.priceList')}: {project.title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('project.unit')}</th>
                <th scope="col">{t('project.status')}</th>
                {showFloor && <th scope="col">{t('project.floor')}</th>}
                <th scope="col">{t('project.surface')}</th>
                <th scope="col">{t('project.bedrooms')}</th>
                <th scope="col">{t('project.price')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('list.map.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {project.units.map((unit) => (
                <tr key={unit.id} data-status={unit.status ?? undefined}>
                  <th scope="row">{unit.title}</th>
                  <td data-label={t('project.status')}>{unitStatus(unit.status)}</td>
                  {showFloor && <td data-label={t('project.floor')}>{unit.floors ?? '–'}</td>}
                  <td data-label={t('project.surface')}>
                    {unit.surface ? t('property.surfaceValue', { value: formatNumber(unit.surface) }) : '–'}
                  </td>
                  <td data-label={t('project.bedrooms')}>{unit.bedrooms ?? '–'}</td>
                  <td data-label={t('project.price')}>{priceLine(unit, t)}</td>
                  <td className="row-link">
                    <a href={propertyPath(sections, { ...unit, project })}>
                      {t('project.viewShort')}
                      <span className="visually-hidden"> {unit.title}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
