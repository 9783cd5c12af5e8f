import { notFound } from 'next/navigation'

import { getMenuPage, getMenuTrail } from '@/data/content'
import { getHomeBanner } from '@/data/site'
import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import { OwnerLogin } from '@/portal/OwnerLogin'
import { pageFormOf, placementOf } from '@/forms/pageForms'
import { isLegalPage } from '@/lib/legalFacts'
import { arrangeModules } from '@/lib/moduleLayout'
import { PageForm } from '@/forms/PageForm'
import { SearchBoxSection } from '@/properties/ListScreen'
import type { EstimateQuery } from '@/listings/estimate'
import type { PropertySearch } from '@/listings/searchParams'
import { ModuleSection, type ModuleContext } from '@/views/ModuleSection'
import { Banner, type BannerData } from '@/site/Banner'
import { Breadcrumbs, type Crumb } from '@/site/Breadcrumbs'
import { LegalFacts } from '@/site/LegalFacts'
import type { ResolvedRequest } from './resolve'
import { RichText } from '@/site/RichText'
import { siteOrigin } from '@/site/seo'
import { sliderLabels } from '@/site/sliderLabels'

/** A page of the menu (spec "Default site menu"): banner, breadcrumbs, title, content and its modules in order. */
export async function MenuPage({
  request,
  menuId,
  search,
  estimate,
}: {
  request: ResolvedRequest
  menuId: number
  search?: PropertySearch
  estimate?: EstimateQuery
}) {
  const { locale, table } = request
  const [menu, t, shell] = await Promise.all([getMenuPage(menuId, locale), getTranslator(locale), getShell(locale)])
  if (!menu) notFound()
  // A page number only exists for pages with a paged list.
  if (request.page > 1 && !menu.modules.some((m) => m.content?.[0]?.blockType === 'category' && m.content[0].paginate)) notFound()
  const isHome = menu.originalPath === '/'
  const valuationHref = table.byOriginal.get('/contact-demand/')?.paths[locale] ?? null
  const labels = sliderLabels(t)

  let banner: BannerData | null = null
  if (isHome) {
    banner = await getHomeBanner(locale)
  } else if (menu.showPageBanner && menu.banner) {
    banner = { ...menu.banner, title: menu.banner.title || menu.title }
  }
  const bannerHasTitle = Boolean(banner?.title)

  let crumbs: Crumb[] = []
  if (menu.showBreadCrumb && !isHome) {
    const trail = await getMenuTrail(menuId, locale)
    crumbs = [
      { name: t('nav.home'), href: `/${locale}/` },
      ...trail.map((item) => ({
        name: item.title,
        href: table.entries.find((e) => e.target.kind === 'menu' && e.target.id === item.id)?.paths[locale],
      })),
    ]
  }

  const privacyHref = table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null
  const pageForm = pageFormOf(menu)
  const ctx: ModuleContext = {
    locale,
    t,
    articlePath: request.articlePath,
    sections: request.sections,
    organisation: shell.organisation,
    path: request.path,
    page: request.page,
    valuationHref,
    privacyHref,
    sliderLabels: labels,
    search,
  }
  const showTitle = !bannerHasTitle && menu.titlePublic !== false
  return (
    <div className={`page page-${menu.pageType}`} data-page={menu.id}>
      {menu.css && <style>{menu.css.replace(/<\/?style/gi, '')}</style>}
      {banner && (
        <Banner banner={banner} sliderLabels={{ ...labels, region: banner.title || shell.siteName }}>
          {isHome && shell.showHomeSearch && (
            <div className="banner-search">
              <SearchBoxSection locale={locale} t={t} sections={request.sections} valuationHref={valuationHref} goal="sale" />
            </div>
          )}
        </Banner>
      )}
      <Breadcrumbs items={crumbs} label={t('nav.breadcrumb')} origin={siteOrigin()} />
      {(showTitle || (menu.descriptionPublic && menu.description) || menu.content) && (
        <header className="page-header">
          {showTitle && <h1>{menu.meta?.pageTitle || menu.title}</h1>}
          {menu.descriptionPublic && menu.description && <p className="page-description">{menu.description}</p>}
          <RichText data={menu.content} />
          {menu.pageType === 'feedback' && (
            <p>
              <a className="button" href={`/${locale}/`}>
                {t('error.backHome')}
              </a>
            </p>
          )}
        </header>
      )}
      {menu.pageType === 'login' && <OwnerLogin locale={locale} t={t} />}
      {pageForm && placementOf(pageForm) === 'before' && (
        <PageForm
          form={pageForm}
          locale={locale}
          t={t}
          privacyHref={privacyHref}
          estimate={{ query: estimate, path: request.path, sections: request.sections }}
        />
      )}
      <div className="modules">
        {arrangeModules(menu.modules ?? []).map(({ module, newRow }) => (
          <ModuleSection key={module.id} module={module} ctx={ctx} demoteH1={bannerHasTitle || showTitle} newRow={newRow} />
        ))}
      </div>
      {pageForm && placementOf(pageForm) === 'after' && <PageForm form={pageForm} locale={locale} t={t} privacyHref={privacyHref} />}
      {/* The legal pages carry the agency's legal notices in full, from Site settings (src/lib/legalFacts.ts). */}
      {isLegalPage(menu.originalPath) && <LegalFacts facts={shell.organisation.legal} t={t} locale={locale} variant="page" />}
    </div>
  )
}
