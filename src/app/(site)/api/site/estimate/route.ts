import { NextResponse, type NextRequest } from 'next/server'

import { withReadBudget } from '@/api/readBudget'
import { answerEstimateQuery } from '@/data/estimate'
import { payloadClient } from '@/data/payload'
import { getRouteTable } from '@/data/routes'
import { getSiteLanguages } from '@/data/site'
import { isLocale } from '@/i18n/locales'
import { ESTIMATE_FIELDS, type EstimateQuery } from '@/listings/estimate'
import { sectionsFor } from '@/routing/routeTable'

/**
 * The owner's instant estimate as JSON (issue 37.7): `?locale=nl&town=2400&kind=1&living=150&beds=3&label=c&condition=good`,
 * the same answer as the valuation page's form. Every field is checked (400 naming each wrong one, never
 * a 500); it reads only the published listings' public prices (src/data/estimate.ts) and spends the read
 * budget like the other public JSON reads.
 */
export const GET = withReadBudget(estimate, payloadClient)

const MAX_QUERY_LENGTH = 500

async function estimate(request: NextRequest) {
  const params = request.nextUrl.searchParams
  if (request.nextUrl.search.length > MAX_QUERY_LENGTH)
    return NextResponse.json({ error: 'Invalid request', problems: [{ param: 'query', message: 'too long' }] }, { status: 400 })
  const { enabled } = await getSiteLanguages()
  const locale = params.get('locale')
  if (!isLocale(locale) || !enabled.includes(locale))
    return NextResponse.json(
      { error: 'Invalid request', problems: [{ param: 'locale', message: `one of ${enabled.join(', ')}` }] },
      { status: 400 },
    )
  const query: EstimateQuery = Object.fromEntries(
    ESTIMATE_FIELDS.map((field) => [field, params.getAll(field).length > 1 ? params.getAll(field) : (params.get(field) ?? undefined)]),
  )
  const reply = await answerEstimateQuery(query, locale, sectionsFor(await getRouteTable(), locale))
  if (!reply.ok) {
    const problems = Object.entries(reply.problems).map(([param, problem]) => ({ param, message: problem }))
    return NextResponse.json({ error: 'Invalid request', problems }, { status: 400 })
  }
  return NextResponse.json({ estimate: reply.answer, town: reply.town, kind: reply.kind }, { headers: { 'Cache-Control': 'no-store' } })
}
