import { IMAGE_SIZES } from '@/lib/image'
import { ItemImage } from './ItemLink'
import type { ViewProps } from './types'

/** ons-team-view: portrait, name and role of each team member. */
export function TeamView({ items, perRow, headingLevel }: ViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="item-grid team-grid" style={{ '--per-row': perRow } as React.CSSProperties}>
      {items.map((item) => (
        <li key={item.id} className="team-member">
          <ItemImage item={item} sizes={IMAGE_SIZES.team} />
          <Heading>{item.title}</Heading>
          {item.subtitle && <p className="item-subtitle">{item.subtitle}</p>}
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  )
}
