import type { Article } from '../src/payload-types'

import type { BodyBlock, Text3 } from './content/types'

/** Lexical editor state as Payload stores it in a rich-text field. */
export type RichText = NonNullable<Article['content']>

/** Converts the seed's simple article bodies into Lexical editor state, as the admin editor would save it. */

type Lang = keyof Text3
type Node = Record<string, unknown>

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const text = (value: string): Node => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

const paragraph = (children: Node[]): Node => element('paragraph', children, { textFormat: 0, textStyle: '' })

export function richText(value: string): RichText {
  return toLexical(
    value
      .split(/\n{2,}/)
      .filter(Boolean)
      .map((p) => ({ kind: 'p', text: { nl: p, fr: p, en: p } })),
    'nl',
    () => undefined,
  )
}

export function toLexical(blocks: BodyBlock[], lang: Lang, mediaId: (pool: number) => number | string | undefined): RichText {
  const children: Node[] = []
  blocks.forEach((block, index) => {
    switch (block.kind) {
      case 'h2':
      case 'h3':
        children.push(element('heading', [text(block.text[lang])], { tag: block.kind }))
        break
      case 'p':
        children.push(paragraph([text(block.text[lang])]))
        break
      case 'quote':
        children.push(element('quote', [text(block.text[lang])]))
        break
      case 'ul':
      case 'ol':
        children.push(
          element(
            'list',
            block.items.map((item, i) => element('listitem', [text(item[lang])], { value: i + 1 })),
            { listType: block.kind === 'ul' ? 'bullet' : 'number', tag: block.kind, start: 1 },
          ),
        )
        break
      case 'link':
        children.push(
          paragraph([
            element('link', [text(block.text[lang])], {
              fields: { url: block.url, newTab: /^https?:/.test(block.url), linkType: 'custom' },
              id: `seed-link-${index}`,
            }),
          ]),
        )
        break
      case 'video':
        children.push({
          type: 'block',
          format: '',
          version: 2,
          fields: { id: `seed-video-${index}`, blockName: '', blockType: 'videoEmbed', url: block.url },
        })
        break
      case 'image': {
        const id = mediaId(block.pool)
        if (id !== undefined)
          children.push({ type: 'upload', relationTo: 'media', value: id, fields: {}, format: '', version: 3, id: `seed-upload-${index}` })
        break
      }
    }
  })
  return { root: element('root', children) } as unknown as RichText
}
