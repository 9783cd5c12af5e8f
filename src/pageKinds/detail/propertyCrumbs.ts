import { getMenuTrail } from '@/data/content'
import type { PropertyDetail } from '@/data/property'
import type { Translator } from '@/i18n/dictionary'
import { isStandaloneNewBuild, projectPath } from '@/routing/listingPaths'
import type { Crumb } from '@/site/Breadcrumbs'

import type { ResolvedRequest } from '../resolve'

/** A property's breadcrumbs: the root is the section the canonical path lives in (spec "Breadcrumbs"). */
export async function propertyCrumbs(
  request: ResolvedRequest,
  property: PropertyDetail,
  project: (Parameters<typeof projectPath>[1] & { title: string }) | null,
  t: Translator,
) {
  const { locale, sections } = request
  const newBuild = isStandaloneNewBuild({ mainTypeName: property.mainTypeName, project })
  const sectionOriginal = project ? '/projects/' : newBuild ? '/nieuwbouw/' : property.goal === 'rent' ? '/for-rent/' : '/for-sale/'
  const sectionCrumb: Crumb = project
    ? { name: t('detail.projects'), href: sections.projects }
    : newBuild
      ? { name: t('detail.newBuild'), href: sections.newBuild }
      : property.goal === 'rent'
        ? { name: t('search.rent'), href: sections.forRent }
        : { name: t('search.sale'), href: sections.forSale }
  const crumbs: Crumb[] = [
    { name: t('nav.home'), href: `/${locale}/` },
    { ...sectionCrumb, name: (await sectionTitle(request, sectionOriginal)) ?? sectionCrumb.name },
    ...(project ? [{ name: project.title, href: projectPath(sections, project) }] : []),
    { name: property.title },
  ]
  return crumbs
}

async function sectionTitle(request: ResolvedRequest, original: string): Promise<string | null> {
  const entry = request.table.byOriginal.get(original)
  if (!entry || entry.target.kind !== 'menu') return null
  const trail = await getMenuTrail(entry.target.id, request.locale)
  return trail.at(-1)?.title ?? null
}
