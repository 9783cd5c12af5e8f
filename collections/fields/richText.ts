import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { VideoEmbed } from '../../blocks/VideoEmbed/config'

/** The site's rich-text editor: Payload's defaults (headings, lists, links, uploads, quotes) plus embedded videos. */
export const siteEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [VideoEmbed] })],
})
