import { unstable_cache } from 'next/cache'

import { readRedirectRules } from '../reads/routeNodes'
import { TAGS } from '../revalidation/tags'
import { resolveRedirect, tableContext, type RedirectRule } from '../routing/redirects'
import { payloadClient } from './payload'
import { getRouteTable } from './routes'

/** Every redirect rule: one cached read, expired when a redirect is saved or deleted (tag `redirects`). */
const getRedirectRules = unstable_cache(
  async (): Promise<RedirectRule[]> => [...(await readRedirectRules(await payloadClient())).values()],
  ['redirect-rules'],
  { tags: [TAGS.redirects] },
)

/**
 * Where a path that shows no page redirects to (the end of its chain), if anywhere. Asked only for a
 * path the route table does not know, from cached reads: a live page never costs a redirect lookup,
 * and a missing one no database query.
 */
export async function redirectFor(path: string): Promise<string | undefined> {
  const [rules, table] = await Promise.all([getRedirectRules(), getRouteTable()])
  return resolveRedirect(path, new Map(rules.map((rule) => [rule.from, rule])), tableContext(table, table.defaultLocale))
}
