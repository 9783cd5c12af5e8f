import { unstable_cache } from 'next/cache'

import type { Locale } from '../i18n/locales'
import { formatVatNumber } from '../lib/belgianIds'
import { imageRef, type ImageRef } from '../lib/image'
import { LEGAL_PAGES, type LegalFactsData } from '../lib/legalFacts'
import { relationId } from '../lib/relation'
import { PUBLIC_READ, type ContentRead } from '../reads/contentRead'
import { TAGS } from '../revalidation/tags'
import { buildMenuLinks, menuRedirect, type NavLink } from '../routing/menuLinks'
import { payloadClient } from './payload'
import { draftRead } from './preview'
import { getRouteTable } from './routes'

/** Everything the page shell (top bar, header, footer, popup, analytics) shows, per language. */

async function readShellGlobals(locale: Locale, access: ContentRead) {
  const payload = await payloadClient()
  const read = { locale, depth: 1, ...access } as const
  const [header, footer, topBar, popup, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...read }),
    payload.findGlobal({ slug: 'footer', ...read }),
    payload.findGlobal({ slug: 'top-bar', ...read }),
    payload.findGlobal({ slug: 'popup', ...read }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false }),
  ])
  return { header, footer, topBar, popup, settings }
}

const getPublishedShellGlobals = unstable_cache(async (locale: Locale) => readShellGlobals(locale, PUBLIC_READ), ['shell-globals'], {
  tags: ['header', 'footer', 'top-bar', 'popup', 'site-settings'].map(TAGS.global).concat(TAGS.media),
})

/** The shell's globals: published (cached), or their drafts in a staff preview. */
async function getShellGlobals(locale: Locale) {
  const draft = await draftRead()
  return draft ? readShellGlobals(locale, draft) : getPublishedShellGlobals(locale)
}

const getMenuEntries = unstable_cache(
  async (locale: Locale) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { showInMenu: { equals: true } },
      select: {
        title: true,
        parent: true,
        sort: true,
        path: true,
        originalPath: true,
        redirect: true,
        redirectUrl: true,
        redirectNewTab: true,
        noReferrerNoFollow: true,
        pageType: true,
      },
    })
    return docs.map((m) => ({
      id: m.id,
      parentId: relationId(m.parent),
      title: m.title,
      sort: m.sort ?? 0,
      isHome: !m.path && m.originalPath === '/',
      redirectUrl: menuRedirect(m),
      redirectNewTab: m.redirectNewTab,
      noReferrerNoFollow: m.noReferrerNoFollow,
      pageType: m.pageType,
    }))
  },
  ['menu-entries'],
  { tags: [TAGS.menus] },
)

export interface ShellData {
  siteName: string
  nav: NavLink[]
  /** The owner login page (spec: the home menu has a Login link). */
  loginHref: string | null
  /** Path prefixes of the thank-you pages (a form's action page closes the popup). */
  thankYouPrefixes: string[]
  homeHref: string
  /** The sale list, where the 404 page's search form goes. */
  forSalePath: string
  /** The property search box in the home banner (header config "propertySearch.show"). */
  showHomeSearch: boolean
  cookiePolicyHref: string | null
  /** Pages without the cookie consent dialog (menu setting noCookiePopup). */
  noCookiePopupPaths: string[]
  /** Disclaimer, privacy statement and cookie policy, linked in the footer. */
  legalLinks: Array<{ href: string; title: string }>
  header: {
    bgColor: string
    textColor: string
    changeOnScroll: boolean
    showLogoAtStart: boolean
    logo: ImageRef | null
    logoSmall: ImageRef | null
    menuFontSize: number
    mobile: { position: 'left' | 'right'; bgColor: string; textColor: string }
    showHomeMenu: boolean
    links: { left: Array<{ label: string; link: string }>; right: Array<{ label: string; link: string }> } | null
  }
  topBar: {
    show: boolean
    bgColor: string
    textColor: string
    items: Array<{ label: string; link?: string | null; icon?: string | null; color?: string | null }>
  }
  footer: {
    bgColor: string
    textColor: string
    maxWidth: number
    copyright: string | null
    columns: Array<{
      id: string
      title?: string | null
      introText?: string | null
      fullText?: unknown
      image: ImageRef | null
      sm: string
      md: string
      lg: string
    }>
  }
  popup: {
    title: string
    description?: string | null
    link?: string | null
    linkLabel?: string | null
    image: ImageRef | null
    delaySeconds: number | null
  } | null
  analytics: {
    googleAnalyticsId?: string | null
    googleAdsId?: string | null
    tagManagerId?: string | null
    facebookPixelId?: string | null
  }
  organisation: {
    name: string
    legalName?: string | null
    email?: string | null
    phone?: string | null
    vatNumber?: string | null
    /** The legal notices of a Belgian agency (src/lib/legalFacts.ts), in this language. */
    legal: LegalFactsData
    offices: Array<{
      name: string
      street?: string | null
      zip?: string | null
      city?: string | null
      phone?: string | null
      latitude?: number | null
      longitude?: number | null
      openingHours?: string | null
    }>
  }
}

const getLegalTitles = unstable_cache(
  async (locale: Locale) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { originalPath: { in: ['/Disclaimer/', '/Privacy-statement/', '/Cookie-policy/'] } },
      select: { title: true, originalPath: true },
    })
    return docs.map((d) => ({ original: (d.originalPath ?? '').toLowerCase(), title: d.title }))
  },
  ['legal-titles'],
  { tags: [TAGS.menus] },
)

const getNoCookiePopupIds = unstable_cache(
  async (): Promise<number[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { noCookiePopup: { equals: true } },
      select: { noCookiePopup: true },
    })
    return docs.map((d) => d.id)
  },
  ['no-cookie-popup'],
  { tags: [TAGS.menus] },
)

async function getLegalLinks(locale: Locale, paths: Array<string | null>) {
  const titles = await getLegalTitles(locale)
  return LEGAL_PAGES.flatMap((original, i) => {
    const title = titles.find((d) => d.original === original)?.title
    const href = paths[i]
    return title && href ? [{ href, title }] : []
  })
}

export async function getShell(locale: Locale): Promise<ShellData> {
  const [{ header, footer, topBar, popup, settings }, entries, table] = await Promise.all([
    getShellGlobals(locale),
    getMenuEntries(locale),
    getRouteTable(),
  ])
  const pathOf = (original: string) => table.byOriginal.get(original)?.paths[locale] ?? null
  const menuPath = (id: number | undefined) =>
    id === undefined ? null : (table.entries.find((e) => e.target.kind === 'menu' && e.target.id === id)?.paths[locale] ?? null)
  const navEntries = entries.filter((e) => e.pageType !== 'login' && (header.menu?.showHomeMenu !== false || !e.isHome))
  const login = entries.find((e) => e.pageType === 'login')
  const thankYouPrefixes = table.entries
    .filter((e) => e.original?.startsWith('/feedback/'))
    .flatMap((e) => Object.values(e.paths))
    .map((path) => path.replace(/[^/]+\/$/, ''))
  return {
    siteName: settings.siteName ?? '',
    nav: buildMenuLinks(navEntries, table, locale, table.defaultLocale),
    loginHref: menuPath(login?.id),
    thankYouPrefixes: [...new Set(thankYouPrefixes)],
    homeHref: `/${locale}/`,
    forSalePath: pathOf('/for-sale/') ?? `/${locale}/`,
    showHomeSearch: header.propertySearch?.show !== false,
    cookiePolicyHref: pathOf('/cookie-policy/'),
    noCookiePopupPaths: (await getNoCookiePopupIds()).map((id) => menuPath(id)).filter((p): p is string => Boolean(p)),
    legalLinks: await getLegalLinks(locale, LEGAL_PAGES.map(pathOf)),
    header: {
      bgColor: header.appBar?.bgColor || '#ffffff',
      textColor: header.appBar?.textColor || '#12355b',
      changeOnScroll: header.appBar?.changeOnScroll !== false,
      showLogoAtStart: header.logo?.showLogoAtStart !== false,
      logo: imageRef(header.logo?.image, settings.siteName ?? '', 600),
      logoSmall: imageRef(header.logo?.imageSmall, settings.siteName ?? '', 400),
      menuFontSize: header.menu?.menuFontSize ?? 16,
      mobile: {
        position: header.menuMobile?.position === 'left' ? 'left' : 'right',
        bgColor: header.menuMobile?.bgColor || '#12355b',
        textColor: header.menuMobile?.textColor || '#ffffff',
      },
      showHomeMenu: header.menu?.showHomeMenu !== false,
      links: header.headerLinks?.show
        ? {
            left: (header.headerLinks.left ?? []).map(({ label, link }) => ({ label, link })),
            right: (header.headerLinks.right ?? []).map(({ label, link }) => ({ label, link })),
          }
        : null,
    },
    topBar: {
      show: topBar.show !== false,
      bgColor: topBar.bgColor || '#12355b',
      textColor: topBar.textColor || '#ffffff',
      items: (topBar.items ?? [])
        .filter((item) => item.status !== 'hidden')
        .map(({ label, link, icon, color }) => ({ label, link, icon, color })),
    },
    footer: {
      bgColor: footer.bgColor || '#12355b',
      textColor: footer.textColor || '#ffffff',
      maxWidth: footer.maxWidth ?? 1280,
      copyright: footer.copyright ?? null,
      columns: (footer.columns ?? []).map((column, i) => ({
        id: column.id ?? String(i),
        title: column.titlePublic !== false ? column.title : null,
        introText: column.introTextPublic !== false ? column.introText : null,
        fullText: column.fullTextPublic !== false ? column.fullText : null,
        image: imageRef(column.image, column.title ?? '', 400),
        sm: column.sm ?? '12',
        md: column.md ?? '6',
        lg: column.lg ?? '3',
      })),
    },
    popup:
      popup.isPublished && popup.title
        ? {
            title: popup.title,
            description: popup.description,
            link: popup.link,
            linkLabel: popup.linkLabel,
            image: imageRef(popup.media, popup.title, 600),
            delaySeconds: popup.delay ?? null,
          }
        : null,
    analytics: {
      googleAnalyticsId: settings.siteGoogleAnalyticsID,
      googleAdsId: settings.siteGoogleAdsID,
      tagManagerId: settings.siteGoogleTagManager,
      facebookPixelId: settings.siteFacebookPixel,
    },
    organisation: {
      name: settings.siteName ?? '',
      legalName: settings.organisation?.legalName,
      email: settings.organisation?.email,
      phone: settings.organisation?.phone,
      // "BE 0123.456.789" when it passes the KBO check; a wrong number is published nowhere (src/lib/legalFacts.ts).
      vatNumber: formatVatNumber(settings.organisation?.vatNumber),
      legal: {
        legalName: settings.organisation?.legalName,
        vatNumber: settings.organisation?.vatNumber,
        bivNumber: settings.organisation?.bivNumber,
        titles: settings.organisation?.bivTitles,
        titleCountry: settings.organisation?.titleCountry,
        supervisor: settings.organisation?.supervisor,
        insurer: settings.organisation?.insurer,
        deontology: settings.organisation?.deontology,
      },
      offices: (settings.organisation?.offices ?? []).map(({ name, street, zip, city, phone, latitude, longitude, openingHours }) => ({
        name,
        street,
        zip,
        city,
        phone,
        latitude,
        longitude,
        openingHours,
      })),
    },
  }
}
