import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isStaffUser } from '../../../../../../collections/access'
import { payloadClient } from '@/data/payload'
import type { ContentRead } from '@/reads/contentRead'
import { getDraftRouteTable } from '@/data/routes'
import { projectPath } from '@/routing/listingPaths'
import { draftPagePath, isSitePath, parsePreviewTarget, type ParsedPreview } from '@/routing/previewTarget'
import { sectionsFor } from '@/routing/routeTable'

// Per user, never cached: the answer depends on the session and sets the draft-mode cookie.
export const dynamic = 'force-dynamic'

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** Where the target is on the site, read from the staff member's drafts. */
async function pathOf(target: ParsedPreview, read: ContentRead): Promise<string> {
  const { locale, id } = target
  if (target.collection === 'home' || id === null) return `/${locale}/`
  const payload = await payloadClient()
  const table = await getDraftRouteTable(read)
  if (target.collection === 'menus') return draftPagePath(table, 'menu', id, locale)
  if (target.collection === 'articles') return draftPagePath(table, 'article', id, locale)
  if (target.collection === 'modules') {
    // A module shows on the pages that list it: the first of them.
    const { docs } = await payload.find({
      collection: 'menus',
      ...read,
      depth: 0,
      limit: 1,
      where: { modules: { equals: id } },
      select: { name: true },
    })
    return docs[0] ? draftPagePath(table, 'menu', docs[0].id, locale) : `/${locale}/`
  }
  const project = await payload.findByID({ collection: 'projects', id, locale, ...read, depth: 0 }).catch(() => null)
  return project ? projectPath(sectionsFor(table, locale), project) : `/${locale}/`
}

/**
 * The admin's Preview button and live preview (collections/preview.ts): for a logged-in staff member,
 * turns on Next's draft mode and redirects to the document's public page in the admin's language,
 * where the site then reads the latest drafts (src/data/preview.ts). `?exit=1&path=…` turns it off.
 * Anyone else gets a 403 and no draft-mode cookie.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  if (params.get('exit') === '1') {
    ;(await draftMode()).disable()
    const path = params.get('path') ?? ''
    redirect(isSitePath(path) ? path : '/')
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !isStaffUser({ user })) return answer(403, 'Preview is for logged-in staff only.')
  const target = parsePreviewTarget(params)
  if (!target) return answer(400, 'Unknown preview target.')
  const path = await pathOf(target, { overrideAccess: false, draft: true, user })
  ;(await draftMode()).enable()
  redirect(path)
}
