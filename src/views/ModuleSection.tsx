import { RenderBlock } from './blockViews'
import { imageRef } from '@/lib/image'
import type { Module } from '@/payload-types'
import { RichText } from '@/site/RichText'

import type { ModuleContext } from './types'

export type { ModuleContext } from './types'

/**
 * One content module of a page (spec "Module"): its title and descriptions, then its relation
 * (src/views/blocks/<Block>.tsx, found in blockViews.tsx) in its view (moduleViews.tsx).
 */
export function ModuleSection({
  module,
  ctx,
  demoteH1,
  newRow = false,
}: {
  module: Module
  ctx: ModuleContext
  demoteH1: boolean
  /** The module opens a content row below the previous module's (src/lib/moduleLayout.ts). */
  newRow?: boolean
}) {
  const block = module.content?.[0]
  const hasTitle = Boolean(module.titlePublic && module.title)
  const TitleTag = module.titleSize === 'h1' && !demoteH1 ? 'h1' : 'h2'
  const itemHeading: 2 | 3 = hasTitle ? 3 : 2
  const body = block ? <RenderBlock block={block} module={module} ctx={ctx} itemHeading={itemHeading} /> : null

  const background =
    module.backgroundType === 'color' && module.colorBackground
      ? { background: module.colorBackground }
      : module.backgroundType === 'image'
        ? backgroundImage(module.image)
        : undefined
  return (
    <section
      className={[
        'module',
        module.view,
        block ? `relation-${block.blockType}` : null,
        module.class,
        module.backgroundType ? 'has-background' : null,
      ]
        .filter(Boolean)
        .join(' ')}
      data-span={module.span ?? '12'}
      {...(newRow ? { 'data-new-row': '' } : {})}
      style={
        {
          ...background,
          '--col-sm': module.col?.sm ?? '12',
          '--col-md': module.col?.md ?? '12',
          '--col-lg': module.col?.lg ?? '12',
        } as React.CSSProperties
      }
    >
      <div className="module-inner">
        {hasTitle && <TitleTag className="module-title">{module.title}</TitleTag>}
        <RichText data={module.description} className="rich-text module-description" />
        {body}
        <RichText data={module.description2} className="rich-text module-description" />
      </div>
    </section>
  )
}

function backgroundImage(media: unknown): React.CSSProperties | undefined {
  const image = imageRef(media, '', 1360)
  return image ? { backgroundImage: `url(${JSON.stringify(image.src)})` } : undefined
}
