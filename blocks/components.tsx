import type { Module } from '../src/payload-types'
import type { BlockProps } from '../src/views/types'
import { ArticleBlockComponent } from './ArticleBlock/Component'
import { CategoryBlockComponent } from './CategoryBlock/Component'
import { ContactBlockComponent } from './ContactBlock/Component'
import { ExternalBlockComponent } from './ExternalBlock/Component'
import { ProjectListBlockComponent } from './ProjectListBlock/Component'
import { PropertyListBlockComponent } from './PropertyListBlock/Component'

/** The data of one module block (a module holds at most one: its relation). */
export type ModuleBlock = NonNullable<Module['content']>[number]
type BlockType = ModuleBlock['blockType']
type ComponentOf<K extends BlockType> = (
  props: BlockProps<Extract<ModuleBlock, { blockType: K }>>,
) => React.ReactNode | Promise<React.ReactNode>

/**
 * Which component renders a module block (blocks/index.ts lists their configs for Payload). Kept apart
 * from the configs because Payload's config, the CLI scripts included, must not import React screens.
 * The type asks for one entry per block type of the generated Module type.
 */
export const blockComponents: { [K in BlockType]: ComponentOf<K> } = {
  article: ArticleBlockComponent,
  category: CategoryBlockComponent,
  'property-list': PropertyListBlockComponent,
  'project-list': ProjectListBlockComponent,
  external: ExternalBlockComponent,
  contact: ContactBlockComponent,
}

/** A module's block rendered by its own component. */
export function RenderBlock({ block, ...props }: BlockProps<ModuleBlock>) {
  // The table pairs each block type with the component of that type's data.
  const Component = blockComponents[block.blockType] as ComponentOf<BlockType>
  return <Component block={block as never} {...props} />
}
