import { IMAGE_SIZES } from '@/lib/image'
import { ItemImage, ReadMore } from './ItemLink'
import type { ViewProps } from './types'

/** list-view: one item per row, image beside the text. */
export function ListView({ items, labels, headingLevel }: ViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="item-list">
      {items.map((item) => (
        <li key={item.id} className="item-row">
          <ItemImage item={item} sizes={IMAGE_SIZES.listItem} />
          <div className="item-body">
            <Heading>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</Heading>
            {item.text && <p>{item.text}</p>}
            <ReadMore item={item} labels={labels} />
          </div>
        </li>
      ))}
    </ul>
  )
}
