import { IMAGE_SIZES } from '@/lib/image'
import { ItemImage, ReadMore } from './ItemLink'
import type { ViewProps } from './types'

/** odds-view: rows that alternate image left and image right. */
export function OddsView({ items, labels, headingLevel }: ViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className="item-odds">
      {items.map((item, i) => (
        <li key={item.id} className={i % 2 ? 'odd' : 'even'}>
          <ItemImage item={item} sizes={IMAGE_SIZES.odds} />
          <div className="item-body">
            <Heading>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</Heading>
            {item.text && <p>{item.text}</p>}
            <ReadMore item={item} labels={labels} />
          </div>
        </li>
      ))}
    </ol>
  )
}
