import { getPropertyCards } from '../../data/content'
import type { PropertyListBlock } from '../../payload-types'
import { ListScreen } from '../../properties/ListScreen'
import { PropertyCard } from '../../properties/PropertyCard'
import { itemLimitOf, perRowOf } from '../moduleSize'
import type { BlockProps } from '../types'

/** Listings of one kind: the full list screen (search, paging, map) or a fixed grid of cards. */
export async function PropertyListBlockComponent({ block, module, ctx }: BlockProps<PropertyListBlock>) {
  const { t } = ctx
  if (block.showSearch) {
    return (
      <ListScreen
        listing={block.listing}
        locale={ctx.locale}
        t={t}
        sections={ctx.sections}
        path={ctx.path}
        pageSize={itemLimitOf(module)}
        perRow={perRowOf(module)}
        search={ctx.search}
        privacyHref={ctx.privacyHref}
      />
    )
  }
  const cards = await getPropertyCards(block.listing, ctx.locale, itemLimitOf(module))
  if (!cards.length) return <p className="empty">{t('list.noResults')}</p>
  return (
    <ul className="item-grid card-grid" style={{ '--per-row': perRowOf(module) } as React.CSSProperties}>
      {cards.map((card) => (
        <li key={card.id}>
          <PropertyCard card={card} sections={ctx.sections} t={t} />
        </li>
      ))}
    </ul>
  )
}
