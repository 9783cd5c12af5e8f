import type { Locale } from '../i18n/locales'
import type { SummariesResponse, SummaryItem } from '../listings/summary'

/** Up to 50 listings' public summaries (src/app/(site)/api/site/listings/summaries/route.ts), by CRM id. */
export async function fetchSummaries(ids: number[], locale: Locale): Promise<Map<number, SummaryItem>> {
  if (ids.length === 0) return new Map()
  const response = await fetch(`/api/site/listings/summaries?ids=${ids.join(',')}&locale=${locale}`)
  if (!response.ok) throw new Error(`summaries ${response.status}`)
  const body = (await response.json()) as SummariesResponse
  return new Map(body.listings.map((item) => [item.id, item]))
}
