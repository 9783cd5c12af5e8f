import { ArticleBlock } from './ArticleBlock/config'
import { CategoryBlock } from './CategoryBlock/config'
import { ContactBlock } from './ContactBlock/config'
import { ExternalBlock } from './ExternalBlock/config'
import { ProjectListBlock } from './ProjectListBlock/config'
import { PropertyListBlock } from './PropertyListBlock/config'

/** The module relation types of the spec (section 3, "Module"). */
export const moduleBlocks = [ArticleBlock, PropertyListBlock, ProjectListBlock, CategoryBlock, ExternalBlock, ContactBlock]
