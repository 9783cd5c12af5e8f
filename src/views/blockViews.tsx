import type { Module } from '../payload-types'
import type { BlockProps } from './types'
import { ArticleBlockComponent } from './blocks/ArticleBlock'
import { CategoryBlockComponent } from './blocks/CategoryBlock'
import { ContactBlockComponent } from './blocks/ContactBlock'
import { ExternalBlockComponent } from './blocks/ExternalBlock'
import { ProjectListBlockComponent } from './blocks/ProjectListBlock'
import { PropertyListBlockComponent } from './blocks/PropertyListBlock'

/** The data of one module block (a module holds at most one: its relation). */
export type ModuleBlock = NonNullable<Module['content']>[number]
type BlockType = ModuleBlock['blockType']
type ComponentOf<K extends BlockType> = (
  props: BlockProps<Extract<ModuleBlock, { blockType: K }>>,
) => React.ReactNode | Promise<React.ReactNode>

/**
 * Which component renders a module block (blocks/index.ts lists their configs for Payload). The views live
 * here, not beside the configs: Payload's config, the CLI scripts included, must not import React screens,
 * and the content model sits below the features it would otherwise import.
 * The type asks for one entry per block type of the generated Module type.
 */
const blockComponents: { [K in BlockType]: ComponentOf<K> } = {
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
