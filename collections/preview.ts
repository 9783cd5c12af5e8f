import type { CollectionConfig, GlobalConfig } from 'payload'

import { previewHref, type PreviewCollection } from '../src/routing/previewTarget'

/**
 * The admin's Preview button and live preview (issue 15.2). Both open the staff-only route
 * /api/site/preview (src/app/(site)/api/site/preview/route.ts), which checks the session, turns on
 * Next's draft mode and redirects to the document's real public page in the admin's language; the
 * page then reads the latest draft. Relative URLs: the admin and the site share their host, whichever
 * host staff use.
 */
type Preview = NonNullable<NonNullable<CollectionConfig['admin']>['preview']>
type LivePreviewConfig = NonNullable<NonNullable<CollectionConfig['admin']>['livePreview']>

const localeOf = (locale: unknown): string | undefined => (typeof locale === 'string' ? locale : undefined)

export const previewUrl =
  (collection: PreviewCollection): Preview =>
  (doc, { locale }) =>
    doc?.id != null ? previewHref({ collection, id: String(doc.id), locale: localeOf(locale) }) : null

/** Globals (header, footer, top bar, popup) show on every page: their preview is the home page. */
export const globalPreviewUrl =
  (): NonNullable<NonNullable<GlobalConfig['admin']>['preview']> =>
  (_doc, { locale }) =>
    previewHref({ collection: 'home', locale: localeOf(locale) })

/**
 * Live preview beside the form, with the phone, tablet and desktop widths of the site's layout. Payload
 * shows a breakpoint's label as it is, one text for every admin language ("Phone" in the Dutch admin,
 * issue 36.8): the sizes read the same in every language.
 */
export const livePreview = (collection: PreviewCollection): LivePreviewConfig => ({
  url: ({ data, locale }) =>
    data?.id != null ? previewHref({ collection, id: String(data.id), locale: localeOf(locale?.code), live: true }) : null,
  breakpoints: [
    { name: 'phone', label: '390 × 844', width: 390, height: 844 },
    { name: 'tablet', label: '1024 × 768', width: 1024, height: 768 },
    { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
  ],
})
