import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { copyright, footerColumns, organisation, popup, topBarItems } from '../content/globals'
import { richText } from '../lexical'
import type { Uploader } from './media'

const quiet = { disableRevalidate: true }
const OTHER = ['fr', 'en'] as const

/** The agency logo, drawn here so the seed needs no network: a roof mark and the name. */
async function writeLogo(dir: string, file: string, width: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width / 4)}" viewBox="0 0 400 100">
    <rect width="400" height="100" fill="#ffffff"/>
    <path d="M10 60 L50 22 L90 60" fill="none" stroke="#12355b" stroke-width="9" stroke-linejoin="round"/>
    <rect x="28" y="58" width="44" height="30" fill="#c8553d"/>
    <text x="105" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#12355b">Kempen</text>
    <text x="105" y="86" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#c8553d">Vastgoed</text>
  </svg>`
  await sharp(Buffer.from(svg)).png().toFile(path.join(dir, file))
  return file
}

export async function seedGlobals(payload: Payload, upload: Uploader, dir: string, bannerImages: number[]): Promise<void> {
  const logo = await upload(await writeLogo(dir, 'logo-kempen-vastgoed.png', 800), 'Kempen Vastgoed')
  const logoSmall = await upload(await writeLogo(dir, 'logo-kempen-vastgoed-small.png', 320), 'Kempen Vastgoed')

  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      languages: [
        { code: 'nl', use: true },
        { code: 'fr', use: true },
        { code: 'en', use: true },
        { code: 'de', use: false },
      ],
      defaultLanguage: 'nl',
      siteGoogleAnalyticsID: 'G-KV2026DEMO',
      siteGoogleTagManager: '',
      siteGoogleAdsID: '',
      siteFacebookPixel: '',
      currency: 'EUR',
      currencyPrefix: '€ ',
      siteName: organisation.name,
      organisation: {
        legalName: organisation.legalName,
        vatNumber: organisation.vatNumber,
        bivNumber: organisation.bivNumber,
        bivTitles: organisation.bivTitles,
        titleCountry: organisation.titleCountry,
        supervisor: {
          name: organisation.supervisor.name.nl,
          address: organisation.supervisor.address.nl,
          website: organisation.supervisor.website.nl,
        },
        insurer: organisation.insurer,
        deontology: { name: organisation.deontology.name.nl, url: organisation.deontology.url.nl },
        email: organisation.email,
        phone: organisation.phone,
        offices: organisation.offices.map((office) => ({ ...office, openingHours: office.openingHours.nl })),
      },
    },
    context: quiet,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'nl' })
  for (const locale of OTHER) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        organisation: {
          offices: (settings.organisation?.offices ?? []).map((office, i) => ({
            id: office.id,
            openingHours: organisation.offices[i].openingHours[locale],
          })),
          supervisor: {
            name: organisation.supervisor.name[locale],
            address: organisation.supervisor.address[locale],
            website: organisation.supervisor.website[locale],
          },
          deontology: { name: organisation.deontology.name[locale], url: organisation.deontology.url[locale] },
        },
      } as never,
      context: quiet,
    })
  }

  const header = {
    logo: { image: logo, imageSmall: logoSmall, position: 'left', showLogoAtStart: false },
    banner: { type: 'gallery', images: bannerImages, galleryConfig: { autoplay: true, interval: 6, loop: true } },
    propertySearch: { show: true },
  } as const
  await payload.updateGlobal({
    slug: 'header',
    locale: 'nl',
    data: {
      _status: 'published',
      ...header,
      banner: {
        ...header.banner,
        title: 'Uw thuis in de Kempen',
        description: 'Kopen, verkopen of huren in Noord-Limburg en de Antwerpse Kempen',
      },
    },
    context: quiet,
  })
  await payload.updateGlobal({
    slug: 'header',
    locale: 'fr',
    data: {
      banner: {
        title: 'Votre chez-vous en Campine',
        description: 'Acheter, vendre ou louer dans le nord du Limbourg et la Campine anversoise',
      },
    } as never,
    context: quiet,
  })
  await payload.updateGlobal({
    slug: 'header',
    locale: 'en',
    data: {
      banner: { title: 'Your home in the Kempen', description: 'Buying, selling or renting in North Limburg and the Antwerp Kempen' },
    } as never,
    context: quiet,
  })

  const items = (locale: 'nl' | 'fr' | 'en') =>
    topBarItems.map((item) => ({
      label: item.label[locale],
      link: item.link?.[locale] ?? null,
      icon: item.icon,
      status: 'published' as const,
    }))
  await payload.updateGlobal({
    slug: 'top-bar',
    locale: 'nl',
    data: { _status: 'published', show: true, items: items('nl') },
    context: quiet,
  })
  const topBar = await payload.findGlobal({ slug: 'top-bar', locale: 'nl' })
  for (const locale of OTHER) {
    const localized = items(locale)
    await payload.updateGlobal({
      slug: 'top-bar',
      locale,
      data: { items: (topBar.items ?? []).map((item, i) => ({ ...item, label: localized[i].label, link: localized[i].link })) },
      context: quiet,
    })
  }

  const columns = (locale: 'nl' | 'fr' | 'en') =>
    footerColumns.map((column) => ({
      title: column.title[locale],
      introText: column.introText[locale],
      fullText: column.fullText ? richText(column.fullText[locale]) : undefined,
    }))
  await payload.updateGlobal({
    slug: 'footer',
    locale: 'nl',
    data: { _status: 'published', copyright: copyright.nl, columns: columns('nl') },
    context: quiet,
  })
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'nl' })
  for (const locale of OTHER) {
    const localized = columns(locale)
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: { copyright: copyright[locale], columns: (footer.columns ?? []).map((column, i) => ({ ...column, ...localized[i] })) },
      context: quiet,
    })
  }

  await payload.updateGlobal({
    slug: 'popup',
    locale: 'nl',
    data: {
      _status: 'published',
      isPublished: true,
      delay: 8,
      title: popup.title.nl,
      description: popup.description.nl,
      link: popup.link.nl,
      linkLabel: popup.linkLabel.nl,
    },
    context: quiet,
  })
  for (const locale of OTHER) {
    await payload.updateGlobal({
      slug: 'popup',
      locale,
      data: {
        title: popup.title[locale],
        description: popup.description[locale],
        link: popup.link[locale],
        linkLabel: popup.linkLabel[locale],
      },
      context: quiet,
    })
  }
}
