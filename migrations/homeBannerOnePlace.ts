import type { Payload, PayloadRequest } from 'payload'

import { LOCALES } from '../src/i18n/locales'

type Localized = Partial<Record<string, string | null>>
interface BannerData {
  type?: string | null
  title?: Localized | null
  description?: Localized | null
  image?: number | null
  images?: number[] | null
  video?: number | null
  videoPoster?: number | null
  videoMobile?: number | null
  videoMobilePoster?: number | null
}

const hasContent = (banner: BannerData | null | undefined) =>
  Boolean(
    banner &&
      (banner.image || banner.images?.length || banner.video || Object.values(banner.title ?? {}).some((value) => Boolean(value))),
  )

/**
 * Issue 15: the home banner has one place, Header › Home banner, which is what the site has always shown.
 * The Home menu entry's own banner (hidden from now on) moves there only when the Header's is empty, so
 * what staff entered there is not lost and what visitors see does not change. Same code for both adapters.
 */
export async function moveHomeBannerToHeader(payload: Payload, req: PayloadRequest): Promise<void> {
  const common = { req, depth: 0, overrideAccess: true, locale: 'all' as const, context: { disableRevalidate: true } }
  // `trash: true` and a `select`: this runs before later migrations add columns (menus.deleted_at, issue
  // 36.6) that the full config would otherwise read and filter on, on a database that has none of them yet.
  const home = (
    await payload.find({
      ...common,
      collection: 'menus',
      where: { originalPath: { equals: '/' } },
      limit: 1,
      pagination: false,
      trash: true,
      select: { showPageBanner: true, banner: true },
    })
  )
    .docs[0] as unknown as { showPageBanner?: boolean | null; banner?: BannerData | null } | undefined
  if (!home?.showPageBanner || !hasContent(home.banner)) return
  const header = (await payload.findGlobal({ ...common, slug: 'header' })) as unknown as { banner?: BannerData | null }
  if (hasContent(header.banner)) return
  const from = home.banner!
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      ...common,
      locale,
      slug: 'header',
      data: {
        banner: {
          type: (from.type as 'image' | 'gallery' | 'video' | null) ?? 'image',
          image: from.image ?? null,
          images: from.images ?? [],
          video: from.video ?? null,
          videoPoster: from.videoPoster ?? null,
          videoMobile: from.videoMobile ?? null,
          videoMobilePoster: from.videoMobilePoster ?? null,
          title: from.title?.[locale] ?? null,
          description: from.description?.[locale] ?? null,
        },
      },
    })
  }
}
