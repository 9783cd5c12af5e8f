import { Picture } from '@/site/Picture'

import type { ViewItem, ViewLabels } from './types'

export function ReadMore({ item, labels }: { item: ViewItem; labels: ViewLabels }) {
  if (!item.href) return null
  return (
    <a className="read-more" href={item.href}>
      <span aria-hidden="true">{labels.readMore}</span>
      <span className="visually-hidden">{labels.readMoreAbout.replace('{title}', item.title)}</span>
    </a>
  )
}

export function ItemImage({ item, sizes }: { item: ViewItem; sizes: string }) {
  if (!item.image) return null
  return <Picture image={item.image} sizes={sizes} />
}

export function ItemDate({ item, labels }: { item: ViewItem; labels: ViewLabels }) {
  if (!item.date) return null
  return <p className="item-date">{labels.publishedOn.replace('{date}', item.date)}</p>
}
