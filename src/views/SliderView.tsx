import { Slider } from '@/site/chunks'
import type { SliderLabels } from '@/site/Slider'

import { ReadMore } from './ItemLink'
import type { ViewProps } from './types'

/** slider-view: a carousel of quotes (testimonials) or cards. */
export function SliderView({ items, perRow, labels, sliderLabels }: ViewProps & { sliderLabels: SliderLabels }) {
  return (
    <Slider labels={sliderLabels} perView={{ base: 1, md: Math.min(2, perRow), lg: Math.min(3, perRow) }} className="item-slider">
      {items.map((item) => (
        <figure key={item.id} className="quote">
          <blockquote>
            <p>{item.text}</p>
          </blockquote>
          <figcaption>
            <strong>{item.title}</strong>
            {item.subtitle && <span>{item.subtitle}</span>}
          </figcaption>
          <ReadMore item={item} labels={labels} />
        </figure>
      ))}
    </Slider>
  )
}
