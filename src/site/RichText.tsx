import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { VideoEmbedComponent } from './VideoEmbed'
import { IMAGE_SIZES, imageRef, mediaHref } from '@/lib/image'
import type { VideoEmbedBlock } from '@/payload-types'

import { Picture } from './Picture'

type Converters = JSXConvertersFunction

/** Site rendering of Lexical content: responsive lazy images, embedded videos, links that leave the site open safely. */
const converters: Converters = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const value = (node as { value?: unknown }).value
    const image = imageRef(value, '', 1280)
    if (!image) {
      const href = mediaHref(value)
      return href ? <a href={href}>{(value as { filename?: string }).filename}</a> : null
    }
    return (
      <figure className="rich-image">
        <Picture image={image} sizes={IMAGE_SIZES.richText} />
      </figure>
    )
  },
  // The blocks rich text may hold (collections/fields/richText.ts), each rendered by its view (VideoEmbed.tsx).
  blocks: {
    videoEmbed: ({ node }: { node: { fields: unknown } }) => <VideoEmbedComponent block={node.fields as Partial<VideoEmbedBlock>} />,
  },
})

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={className ?? 'rich-text'}
      disableContainer={false}
    />
  )
}
