import type { Metadata } from 'next'

/**
 * The site's icons and web manifest (files in public/, rendered from public/icon.svg by
 * scripts/make-icons.mjs), linked from every public page through Next's metadata.
 */
export const SITE_ICONS: Pick<Metadata, 'icons' | 'manifest'> = {
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
  },
  manifest: '/manifest.webmanifest',
}
