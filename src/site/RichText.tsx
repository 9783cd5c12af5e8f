import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { imageRef } from '@/lib/image'

import { VideoPlayer } from './VideoPlayer'

type Converters = JSXConvertersFunction

/** Site rendering of Lexical content: responsive lazy images, embedded videos, links that leave the site open safely. */
const converters: Converters = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const value = (node as { value?: unknown }).value
    const image = imageRef(value, '', 1360)
    if (!image) {
      const doc = value as { url?: string; filename?: string } | undefined
      return doc?.url ? <a href={doc.url}>{doc.filename}</a> : null
    }
    return (
      <figure className="rich-image">
        <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 900px) 800px, 100vw" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
      </figure>
    )
  },
  blocks: {
    videoEmbed: ({ node }: { node: { fields: unknown } }) => {
      const fields = node.fields as { url?: string; caption?: string }
      if (!fields.url) return null
      return (
        <figure className="rich-video">
          <VideoPlayer url={fields.url} title={fields.caption || fields.url} />
          {fields.caption && <figcaption>{fields.caption}</figcaption>}
        </figure>
      )
    },
  },
})

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} converters={converters} className={className ?? 'rich-text'} disableContainer={false} />
}
