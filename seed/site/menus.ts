import type { Payload } from 'payload'

import type { Module } from '../../src/payload-types'
import { advisors } from '../content/advisors'
import { aboutIntro, contactIntro, homeArticleBlocks, homeIntro, legalPages, pages, thankYouPages, type PageKey } from '../content/pages'
import type { BodyBlock, CategoryKey, Text3 } from '../content/types'
import { richText, toLexical } from '../lexical'

const quiet = { disableRevalidate: true }
const OTHER = ['fr', 'en'] as const
type Lang = 'nl' | 'fr' | 'en'

type ModuleSpec = {
  name: string
  view: Module['view']
  title?: Text3
  titleSize?: 'h1' | 'h2'
  description?: BodyBlock[] | Text3
  content?: Record<string, unknown> & { blockType: string }
  maxItems?: number
  numberItemOfRow?: number
  span?: '10' | '12'
  backgroundType?: 'image' | 'color'
  colorBackground?: string
  class?: string
  col?: Module['col']
}

type MenuSpec = {
  key: string
  legacyId?: number
  name: string
  page?: PageKey
  /** Texts when the page has no entry in pages.ts (advisor and thank-you pages). */
  texts?: { title: Text3; path: Text3; description?: Text3 }
  originalPath?: string
  showInMenu?: boolean
  pageType?: 'module' | 'login' | 'feedback'
  parent?: string
  advisorSlug?: string
  content?: BodyBlock[]
  modules?: ModuleSpec[]
  showBreadCrumb?: boolean
  noCookiePopup?: boolean
  banner?: boolean
  /** The entry opens this address instead of a page of its own (an external one in a new tab). */
  redirectUrl?: string
}

const HOME_LABEL: Text3 = { nl: 'Home', fr: 'Accueil', en: 'Home' }
const same = (value: string): Text3 => ({ nl: value, fr: value, en: value })
const isText3 = (value: unknown): value is Text3 => typeof value === 'object' && value !== null && 'nl' in value

function descriptionFor(value: BodyBlock[] | Text3 | undefined, lang: Lang) {
  if (!value) return undefined
  return isText3(value) ? richText(value[lang]) : toLexical(value, lang, () => undefined)
}

/** The site's pages: the spec's 10 default menu entries, the system pages, the advisors' and the thank-you pages. */
function menuSpecs(cat: (key: CategoryKey) => number): MenuSpec[] {
  const category = (key: CategoryKey, paginate = false) => ({ blockType: 'category', category: cat(key), paginate })
  return [
    {
      key: 'home',
      legacyId: 1,
      name: 'Home',
      page: 'home',
      originalPath: '/',
      showBreadCrumb: false,
      modules: [
        { name: 'Home: welkom', view: 'single-view', title: pages.home.title, titleSize: 'h1', description: homeIntro, span: '10' },
        ...homeArticleBlocks.map((block, i): ModuleSpec => ({
          name: `Home: troef ${i + 1}`,
          view: 'module-view',
          title: block.title,
          description: block.text,
          numberItemOfRow: 3,
          class: 'home-usp',
          col: { sm: '12', md: '4', lg: '4' },
        })),
        {
          name: 'Home: uitgelichte panden',
          view: 'module-view',
          title: { nl: 'Uitgelichte panden', fr: 'Biens à la une', en: 'Featured properties' },
          content: { blockType: 'property-list', listing: 'featured', showSearch: false },
          maxItems: 4,
          numberItemOfRow: 4,
        },
        {
          name: 'Home: onze aanpak',
          view: 'list-view',
          title: { nl: 'Zo verkopen wij uw woning', fr: 'Comment nous vendons votre bien', en: 'How we sell your home' },
          content: category('selling'),
          maxItems: 4,
          backgroundType: 'color',
          colorBackground: '#eef3f8',
        },
        {
          name: 'Home: getuigenissen',
          view: 'slider-view',
          title: { nl: 'Wat klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our customers say' },
          content: category('testimonials'),
          maxItems: 20,
        },
        {
          name: 'Home: reviews',
          view: 'single-view',
          title: { nl: 'Onze reviews', fr: 'Nos avis', en: 'Our reviews' },
          content: {
            blockType: 'external',
            url: 'https://www.kiyoh.com/reviews/1046513/kempen_vastgoed',
            height: 360,
            linkLabel: 'Lees al onze reviews',
          },
        },
        {
          name: 'Home: blog',
          view: 'news-view',
          title: { nl: 'Laatste nieuws', fr: 'Dernières nouvelles', en: 'Latest news' },
          content: category('blog'),
          maxItems: 3,
          numberItemOfRow: 3,
        },
        {
          name: 'Home: contact',
          view: 'single-view',
          title: { nl: 'Contacteer ons', fr: 'Contactez-nous', en: 'Contact us' },
          content: { blockType: 'contact', variant: 'small' },
        },
      ],
    },
    {
      key: 'for-sale',
      legacyId: 3,
      name: 'Te koop',
      page: 'for-sale',
      originalPath: '/for-sale/',
      modules: [
        {
          name: 'Te koop: lijst',
          view: 'module-view',
          content: { blockType: 'property-list', listing: 'for-sale', showSearch: true },
          maxItems: 24,
          numberItemOfRow: 3,
        },
      ],
    },
    {
      key: 'for-rent',
      legacyId: 38,
      name: 'Te huur',
      page: 'for-rent',
      originalPath: '/For-rent/',
      modules: [
        {
          name: 'Te huur: lijst',
          view: 'module-view',
          content: { blockType: 'property-list', listing: 'for-rent', showSearch: true },
          maxItems: 24,
          numberItemOfRow: 3,
        },
      ],
    },
    {
      key: 'new-build',
      legacyId: 14,
      name: 'Nieuwbouw',
      page: 'new-build',
      originalPath: '/Nieuwbouw/',
      modules: [
        {
          name: 'Nieuwbouw: projecten',
          view: 'module-view',
          title: { nl: 'Projecten', fr: 'Projets', en: 'Projects' },
          content: { blockType: 'project-list', includeSoldOut: false },
          maxItems: 30,
          numberItemOfRow: 3,
        },
        {
          name: 'Nieuwbouw: units',
          view: 'module-view',
          title: { nl: 'Nieuwbouwpanden', fr: 'Biens neufs', en: 'New-build properties' },
          content: { blockType: 'property-list', listing: 'new-build', showSearch: true },
          maxItems: 24,
          numberItemOfRow: 3,
        },
      ],
    },
    {
      key: 'sold',
      legacyId: 41,
      name: 'Verkocht',
      page: 'sold',
      originalPath: '/Verkocht/',
      modules: [
        {
          name: 'Verkocht: referenties',
          view: 'module-view',
          content: { blockType: 'property-list', listing: 'sold', showSearch: true },
          maxItems: 24,
          numberItemOfRow: 3,
        },
      ],
    },
    {
      key: 'selling',
      legacyId: 17,
      name: 'Verkopen',
      page: 'selling',
      originalPath: '/Verkopen/',
      modules: [{ name: 'Verkopen: onze aanpak', view: 'odds-view', content: category('selling'), maxItems: 11 }],
    },
    {
      key: 'about',
      legacyId: 39,
      name: 'Over ons',
      page: 'about',
      originalPath: '/Over-ons/',
      modules: [
        { name: 'Over ons: intro', view: 'single-view', description: aboutIntro, span: '10' },
        {
          name: 'Over ons: team',
          view: 'ons-team-view',
          title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team' },
          content: category('team'),
          maxItems: 40,
          numberItemOfRow: 4,
        },
        {
          name: 'Over ons: home services',
          view: 'module-view',
          title: { nl: 'Home services', fr: 'Home services', en: 'Home services' },
          content: category('home-services'),
          maxItems: 4,
          numberItemOfRow: 4,
        },
      ],
    },
    // A child entry that leads to another site (issue 19.2): its own path redirects there too.
    {
      key: 'external-audit',
      name: 'Over ons: externe audit',
      parent: 'about',
      texts: {
        title: { nl: 'Externe audit', fr: 'Audit externe', en: 'External audit' },
        path: { nl: 'extern-audit', fr: 'audit-externe', en: 'external-audit' },
      },
      redirectUrl: 'https://www.biv.be/',
    },
    {
      key: 'testimonials',
      name: 'Getuigenissen',
      page: 'testimonials',
      originalPath: '/getuigenissen/',
      showInMenu: false,
      modules: [{ name: 'Getuigenissen: lijst', view: 'list-view', content: category('testimonials'), maxItems: 20 }],
    },
    {
      key: 'blog',
      legacyId: 40,
      name: 'Blog',
      page: 'blog',
      originalPath: '/Blog/',
      modules: [{ name: 'Blog: artikels', view: 'news-view', content: category('blog', true), maxItems: 24, numberItemOfRow: 3 }],
    },
    {
      key: 'vacancies',
      legacyId: 42,
      name: 'Vacatures',
      page: 'vacancies',
      originalPath: '/Vacatures/',
      modules: [{ name: 'Vacatures: lijst', view: 'news-view', content: category('vacancies'), maxItems: 11, numberItemOfRow: 3 }],
    },
    {
      key: 'contact',
      legacyId: 5,
      name: 'Contact',
      page: 'contact',
      originalPath: '/contact/',
      showInMenu: false,
      modules: [
        { name: 'Contact: formulier', view: 'single-view', description: contactIntro, content: { blockType: 'contact', variant: 'full' } },
      ],
    },
    { key: 'login', name: 'Login eigenaars', page: 'login', pageType: 'login' },
    // System pages, reachable but not in the navigation.
    { key: 'valuation', name: 'Gratis schatting', page: 'valuation', originalPath: '/contact-demand/', showInMenu: false },
    ...advisors.map((advisor): MenuSpec => ({
      key: `valuation-${advisor.slug}`,
      name: `Gratis schatting ${advisor.firstName}`,
      parent: 'valuation',
      advisorSlug: advisor.slug,
      originalPath: `/Gratis-schatting-${advisor.firstName}/`,
      showInMenu: false,
      texts: {
        title: {
          nl: `Gratis schatting door ${advisor.firstName}`,
          fr: `Estimation gratuite par ${advisor.firstName}`,
          en: `Free valuation by ${advisor.firstName}`,
        },
        path: same(advisor.slug),
      },
    })),
    { key: 'demand', name: 'Ik zoek', page: 'demand', originalPath: '/demand-register/', showInMenu: false },
    {
      key: 'projects',
      name: 'Projecten',
      page: 'projects',
      originalPath: '/projects/',
      showInMenu: false,
      modules: [
        {
          name: 'Projecten: lijst',
          view: 'module-view',
          content: { blockType: 'project-list', includeSoldOut: true },
          maxItems: 30,
          numberItemOfRow: 3,
        },
      ],
    },
    { key: 'services', name: 'Diensten', page: 'services', showInMenu: false },
    {
      key: 'services-selling',
      legacyId: 6,
      name: 'Diensten: verkopen',
      parent: 'services',
      showInMenu: false,
      texts: { title: pages.selling.title, path: { nl: 'verkopen', fr: 'vendre', en: 'selling' } },
      modules: [{ name: 'Diensten: verkopen', view: 'module-view', content: category('selling'), maxItems: 11, numberItemOfRow: 3 }],
    },
    {
      key: 'disclaimer',
      name: 'Disclaimer',
      page: 'disclaimer',
      originalPath: '/Disclaimer/',
      showInMenu: false,
      content: legalPages.disclaimer,
    },
    {
      key: 'cookie-policy',
      name: 'Cookie policy',
      page: 'cookie-policy',
      originalPath: '/Cookie-policy/',
      showInMenu: false,
      content: legalPages['cookie-policy'],
      noCookiePopup: true,
    },
    {
      key: 'privacy-statement',
      name: 'Privacy statement',
      page: 'privacy-statement',
      originalPath: '/Privacy-statement/',
      showInMenu: false,
      content: legalPages['privacy-statement'],
    },
    { key: 'thank-you', name: 'Bedankt', page: 'thank-you', pageType: 'feedback', showInMenu: false, showBreadCrumb: false },
    ...thankYouPages.map((page): MenuSpec => ({
      key: `thank-you-${page.path.nl}`,
      name: `Bedankt: ${page.path.nl}`,
      parent: 'thank-you',
      pageType: 'feedback',
      originalPath: page.original,
      showInMenu: false,
      showBreadCrumb: false,
      texts: { title: page.title, path: page.path, description: page.message },
    })),
    ...advisors.map((advisor): MenuSpec => {
      const general = thankYouPages.find((page) => page.path.nl === 'gratis-schatting')!
      return {
        key: `thank-you-valuation-${advisor.slug}`,
        name: `Bedankt: gratis-schatting-${advisor.slug}`,
        parent: 'thank-you',
        pageType: 'feedback',
        advisorSlug: advisor.slug,
        originalPath: `/feedback/contact-demand-${advisor.slug}/`,
        showInMenu: false,
        showBreadCrumb: false,
        texts: {
          title: general.title,
          path: {
            nl: `gratis-schatting-${advisor.slug}`,
            fr: `${general.path.fr}-${advisor.slug}`,
            en: `${general.path.en}-${advisor.slug}`,
          },
          description: general.message,
        },
      }
    }),
  ]
}

async function createModule(payload: Payload, spec: ModuleSpec, sort: number): Promise<number> {
  const doc = await payload.create({
    collection: 'modules',
    locale: 'nl',
    data: {
      name: spec.name,
      title: spec.title?.nl,
      titlePublic: Boolean(spec.title),
      titleSize: spec.titleSize ?? 'h2',
      description: descriptionFor(spec.description, 'nl'),
      content: spec.content ? [spec.content as never] : [],
      view: spec.view,
      maxItems: spec.maxItems ?? 4,
      numberItemOfRow: spec.numberItemOfRow ?? 3,
      span: spec.span ?? '12',
      class: spec.class,
      col: spec.col,
      backgroundType: spec.backgroundType,
      colorBackground: spec.colorBackground,
      status: 'published',
      _status: 'published',
      sort,
    },
    context: quiet,
  })
  for (const locale of OTHER) {
    const data: Record<string, unknown> = {}
    if (spec.title) data.title = spec.title[locale]
    if (spec.description) data.description = descriptionFor(spec.description, locale)
    if (Object.keys(data).length) await payload.update({ collection: 'modules', id: doc.id, locale, data, context: quiet })
  }
  return doc.id
}

export async function seedMenus(
  payload: Payload,
  categoryIds: Map<CategoryKey, number>,
  advisorIds: Map<string, number>,
  bannerImage: number,
): Promise<{ menus: number; modules: number }> {
  const specs = menuSpecs((key) => categoryIds.get(key)!)
  const ids = new Map<string, number>()
  let modules = 0
  for (const [sort, spec] of specs.entries()) {
    const page = spec.page ? pages[spec.page] : undefined
    // List pages open on their results (issue 12): staff may still give one a banner.
    const opensOnResults = (spec.modules ?? []).some((m) => m.content?.blockType === 'property-list' && m.content.showSearch === true)
    const texts = (lang: Lang) => ({
      // The home entry reads "Home" in the menu; its welcome title is the page heading.
      title: spec.key === 'home' ? HOME_LABEL[lang] : page ? page.title[lang] : spec.texts!.title[lang],
      path: page ? page.path[lang] : spec.texts!.path[lang],
      description: page ? page.description[lang] : spec.texts?.description?.[lang],
      content: spec.content ? toLexical(spec.content, lang, () => undefined) : undefined,
      meta: page
        ? {
            pageTitle: spec.key === 'home' ? page.title[lang] : undefined,
            metadataTitle: page.metaTitle[lang],
            metadataDescription: page.metaDescription[lang],
            social: { title: page.metaTitle[lang], description: page.metaDescription[lang] },
          }
        : undefined,
      // The home page's banner is Header › Home banner (seed/site/globals.ts), its one place.
      banner:
        page?.bannerTitle && !opensOnResults && spec.key !== 'home'
          ? { title: page.bannerTitle[lang], description: page.bannerDescription?.[lang] }
          : undefined,
    })
    const moduleIds: number[] = []
    for (const [i, moduleSpec] of (spec.modules ?? []).entries()) {
      moduleIds.push(await createModule(payload, moduleSpec, i + 1))
      modules++
    }
    const nl = texts('nl')
    const doc = await payload.create({
      collection: 'menus',
      locale: 'nl',
      data: {
        ...nl,
        name: spec.name,
        titlePublic: true,
        descriptionPublic: spec.pageType === 'feedback',
        legacyId: spec.legacyId,
        originalPath: spec.originalPath,
        status: 'published',
        _status: 'published',
        showInMenu: spec.showInMenu ?? true,
        pageType: spec.pageType ?? 'module',
        parent: spec.parent ? ids.get(spec.parent) : undefined,
        advisor: spec.advisorSlug ? advisorIds.get(spec.advisorSlug) : undefined,
        sort: sort + 1,
        modules: moduleIds,
        showBreadCrumb: spec.showBreadCrumb ?? true,
        noCookiePopup: spec.noCookiePopup ?? false,
        ...(spec.redirectUrl ? { redirect: true, redirectUrl: spec.redirectUrl, redirectNewTab: true } : {}),
        showPageBanner: spec.key !== 'home' && Boolean(spec.banner || nl.banner),
        banner: spec.key !== 'home' && (nl.banner || spec.banner) ? { type: 'image', image: bannerImage, ...nl.banner } : undefined,
        isActiveSEO: true,
      } as never,
      context: quiet,
    })
    for (const locale of OTHER) {
      const t = texts(locale)
      await payload.update({
        collection: 'menus',
        id: doc.id,
        locale,
        data: { ...t, banner: t.banner ? { type: 'image', image: bannerImage, ...t.banner } : undefined } as never,
        context: quiet,
      })
    }
    ids.set(spec.key, doc.id)
  }
  return { menus: specs.length, modules }
}
