import type { Block } from 'payload'

/** A video inside rich text (articles): YouTube, Vimeo, Facebook or a video file, recognised by the spec's video rules. */
export const VideoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, plural: { en: 'Videos', nl: 'Video’s', fr: 'Vidéos' } },
  fields: [
    {
      name: 'url',
      label: { en: 'Url', nl: 'URL', fr: 'URL' },
      type: 'text',
      required: true,
      admin: {
        description: {
          en: 'YouTube, Vimeo or Facebook link, or a video file (mp4, webm…).',
          nl: 'YouTube-, Vimeo- of Facebook-link, of een videobestand (mp4, webm…).',
          fr: 'Lien YouTube, Vimeo ou Facebook, ou un fichier vidéo (mp4, webm…).',
        },
      },
    },
    { name: 'caption', label: { en: 'Caption', nl: 'Onderschrift', fr: 'Légende' }, type: 'text', localized: true },
  ],
}
