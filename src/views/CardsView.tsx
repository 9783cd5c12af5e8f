import { cardSizes } from '@/lib/image'
import { ItemDate, ItemImage, ReadMore } from './ItemLink'
import type { ViewProps } from './types'

/** module-view (cards in rows of numberItemOfRow) and news-view (the same with the publication date). */
export function CardsView({ items, perRow, labels, headingLevel, withDate = false }: ViewProps & { withDate?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="item-grid" style={{ '--per-row': perRow } as React.CSSProperties}>
      {items.map((item) => (
        <li key={item.id} className="item-card">
          <ItemImage item={item} sizes={cardSizes(perRow)} />
          <div className="item-body">
            <Heading>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</Heading>
            {withDate && <ItemDate item={item} labels={labels} />}
            {item.subtitle && <p className="item-subtitle">{item.subtitle}</p>}
            {item.text && <p>{item.text}</p>}
            <ReadMore item={item} labels={labels} />
          </div>
        </li>
      ))}
    </ul>
  )
}
