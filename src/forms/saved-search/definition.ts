import type { Payload } from 'payload'

import {
  describeSearch,
  newSearchToken,
  savedSearchConfirmUrl,
  searchCriteria,
  storePendingSearch,
  type DemandCriteriaIds,
} from '../../alerts/savedSearch'
import { accountPath } from '../../auth/paths'
import { siteName } from '../../email/texts'
import { t as defaults, type Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { siteOrigin } from '../../lib/siteOrigin'
import { parseSearch } from '../../listings/searchParams'
import { WATCH_CONFIRM_DAYS } from '../../alerts/watchEmail'
import type { FormDefinition, FormTools } from '../shared/submit'
import { submissionName } from '../shared/emailText'
import { savedSearchSchema, type SavedSearchData } from './schema'

export interface SavedSearchContext {
  criteria: DemandCriteriaIds
  /** The names of the chosen types (none: every type) and towns, per language for the e-mail. */
  typeNames: (locale: Locale) => string[]
  townNames: string[]
  confirm: { token: string; hash: string; expiresAt: string }
}

type Named = { id: number; name?: unknown; label?: string | null }

const nameIn = (doc: Named, locale: Locale) =>
  typeof doc.name === 'string' ? doc.name : ((doc.name as Partial<Record<Locale, string>> | undefined)?.[locale] ?? '')

/**
 * The register's towns and types of a list search, read as the public reads them: every town record of
 * each postal code, the types of each WebID; no type chosen means every type the site offers for the goal.
 */
async function resolveCriteria(d: SavedSearchData, { payload, req }: FormTools) {
  const wanted = searchCriteria(d.goal, parseSearch(new URLSearchParams(d.search)))
  const find = (collection: 'cities' | 'property-types', where: Parameters<Payload['find']>[0]['where']) =>
    payload
      .find({ collection, where, depth: 0, pagination: false, locale: 'all', req, overrideAccess: false })
      .then((r) => r.docs as Named[])
  const [towns, types] = await Promise.all([
    wanted.zips.length ? find('cities', { zip: { in: wanted.zips } }) : Promise.resolve([]),
    find('property-types', wanted.webIds.length ? { webId: { in: wanted.webIds } } : { [wanted.goal]: { equals: true } }),
  ])
  return { wanted, towns, types, allTypes: wanted.webIds.length === 0 }
}

/** The saved search in one line of the reader's language (src/alerts/savedSearch.ts). */
const searchSummary = (c: SavedSearchContext, locale: Locale, t: Translate): string =>
  describeSearch({ ...c.criteria, typeNames: c.typeNames(locale), townNames: c.townNames }, (key, values) => t(key, locale, values))

/**
 * "Save this search" (issue 37.5) through the shared form pipeline (honeypot, spam check, rate limit,
 * fill key, the recipient's daily confirmations): a `saved-search` submission and the demand to confirm
 * (src/alerts/savedSearch.ts) in one transaction, then the double opt-in e-mail through the outbox. No
 * mail to the agency: the submission shows in the leads and the demand in the register. The answer is
 * the same whether the address was known or not.
 */
export const savedSearchForm: FormDefinition<typeof savedSearchSchema, SavedSearchContext> = {
  type: 'saved-search',
  schema: savedSearchSchema,
  prepare: async (d, tools) => {
    const { wanted, towns, types, allTypes } = await resolveCriteria(d, tools)
    // The register's alerts are about a region: a search without a town (or with unknown ones) is not kept.
    if (towns.length === 0 || types.length === 0) return { failure: { error: 'savedSearch.invalid.search' } }
    return {
      context: {
        criteria: {
          goal: wanted.goal,
          types: types.map((type) => type.id),
          cities: towns.map((town) => town.id),
          priceMin: wanted.priceMin,
          priceMax: wanted.priceMax,
          minBedrooms: wanted.minBedrooms,
        },
        typeNames: (locale) => (allTypes ? [] : types.map((type) => nameIn(type, locale) || nameIn(type, 'nl'))),
        townNames: [...new Set(towns.map((town) => town.label || nameIn(town, 'nl')))],
        confirm: newSearchToken(tools.now),
      },
    }
  },
  submission: (d, c) => ({
    name: submissionName(d),
    email: d.email,
    subject: searchSummary(c, 'nl', defaults),
    // Never the password: the criteria and the person.
    data: { ...c.criteria, firstName: d.firstName, lastName: d.lastName, email: d.email, search: d.search },
  }),
  records: async (d, c, submissionId, { payload, req }) => {
    await storePendingSearch(
      payload,
      {
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        password: d.password || null,
        locale: d.locale,
        criteria: c.criteria,
        tokenHash: c.confirm.hash,
        expiresAt: c.confirm.expiresAt,
        submissionId,
      },
      req,
    )
  },
  emails: async (d, c, _submissionId, payload, t) => {
    const text = [
      t('savedSearch.email.body', d.locale),
      searchSummary(c, d.locale, t),
      `${t('listingAlert.email.confirmLink', d.locale, { days: WATCH_CONFIRM_DAYS })}\n${savedSearchConfirmUrl(d.locale, c.confirm.token)}`,
      t('listingAlert.email.notYou', d.locale),
      t('savedSearch.email.account', d.locale, { link: `${siteOrigin()}${accountPath(d.locale)}` }),
      t('demandAlert.signature', d.locale, { site: await siteName(payload) }),
    ].join('\n\n')
    return [{ kind: 'confirm-visitor', to: d.email, subject: t('savedSearch.email.subject', d.locale), text, locale: d.locale }]
  },
  thankYou: () => ({ message: 'savedSearch.success' }),
}
