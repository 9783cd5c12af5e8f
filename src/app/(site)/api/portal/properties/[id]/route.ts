import { getRouteTable } from '@/data/routes'
import { withReadBudget } from '@/api/readBudget'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { handleOverview } from '@/portal/api'
import { sectionsFor } from '@/routing/routeTable'

/** Statistics, history, visits, agent and media of one of the owner's properties (src/portal/api.ts). */
export const GET = withReadBudget(overview, payloadClient)

async function overview(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return handleOverview(await payloadClient(), request, id, async (locale: Locale) => sectionsFor(await getRouteTable(), locale))
}
