import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { readRedirectRules, redirectRule, routeTableIn } from '../../../src/reads/routeNodes'
import { createsLoop, normalizeRedirectSource, safeDestination, tableContext } from '../../../src/routing/redirects'

const fail = (path: string, message: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']): never => {
  throw new ValidationError({ errors: [{ path, message }] }, req.t)
}

/**
 * Before a redirect is stored: its source normalised (the form it is looked up in), its URL trimmed,
 * and refused when the source is a published page (the page would win, the redirect never apply) or
 * when it would close a loop with the other redirects (A→B→A): a visitor must never bounce.
 */
export const checkRedirect: CollectionBeforeChangeHook = async ({ data, originalDoc, req, context }) => {
  const from = normalizeRedirectSource(String(data.from ?? originalDoc?.from ?? ''))
  if (!from) return fail('from', 'A path of this site, e.g. /nl/oude-pagina/.', req)
  data.from = from
  const to = { ...(originalDoc?.to ?? {}), ...(data.to ?? {}) }
  if (to.type === 'custom') {
    const url = safeDestination(String(to.url ?? ''))
    if (!url) return fail('to.url', 'A path of this site (/nl/te-koop/) or a full http(s) link.', req)
    data.to = { ...data.to, url }
  }
  // The automatic redirects are checked by the hook that makes them (collections/hooks/pathRedirects.ts).
  if (context.automaticRedirect) return data
  const { table, defaultLocale } = await routeTableIn(req.payload, req)
  const pageContext = tableContext(table, defaultLocale)
  if (pageContext.isLive(from)) return fail('from', 'This path is a published page: hide or move the page first.', req)
  const rule = redirectRule({ id: originalDoc?.id ?? 'new', from, to })
  if (!rule) return data
  const rules = await readRedirectRules(req.payload, req)
  if (originalDoc?.from) rules.delete(normalizeRedirectSource(String(originalDoc.from)) ?? '')
  if (createsLoop(rule, rules, pageContext)) return fail('to', 'This redirect would lead back to its own path (a loop).', req)
  return data
}
