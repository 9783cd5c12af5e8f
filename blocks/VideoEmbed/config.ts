import type { Block } from 'payload'

/** A video inside rich text (articles): YouTube, Vimeo, Facebook or a video file, recognised by the spec's video rules. */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'url', type: 'text', required: true, admin: { description: 'YouTube, Vimeo or Facebook link, or a video file (mp4, webm…).' } },
    { name: 'caption', type: 'text', localized: true },
  ],
}
