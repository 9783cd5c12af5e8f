import type { ComponentProps } from 'react'

import { Gallery } from '@/properties/chunks'
import { SwipePressScript } from '@/site/SwipePressScript'

/**
 * A listing's or a project's photo gallery: the island, and before it the inline script that holds a swipe
 * made before the gallery's code runs (src/site/swipePress.ts).
 */
export function ListingGallery(props: ComponentProps<typeof Gallery>) {
  return (
    <>
      <SwipePressScript />
      <Gallery {...props} />
    </>
  )
}
