import { IMAGE_SIZES } from '@/lib/image'
import { ItemImage, ReadMore } from './ItemLink'
import type { ViewProps } from './types'

/** single-view: items shown whole, one after the other (often a single article). */
export function SingleView({ items, labels, headingLevel }: ViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="item-single">
      {items.map((item) => (
        <article key={item.id}>
          <ItemImage item={item} sizes={IMAGE_SIZES.single} />
          <Heading>{item.title}</Heading>
          {item.text && <p>{item.text}</p>}
          <ReadMore item={item} labels={labels} />
        </article>
      ))}
    </div>
  )
}
