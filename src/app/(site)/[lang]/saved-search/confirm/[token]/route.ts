import { doubleOptInRoute } from '../../../doubleOptInRoute'
import { confirmSavedSearch, viewSearchToken } from '@/alerts/savedSearch'
import { accountPath } from '@/auth/paths'

export const dynamic = 'force-dynamic'

/** The double opt-in link of "Save this search" (src/alerts/savedSearch.ts): the account linked. */
export const { GET, HEAD, POST } = doubleOptInRoute({
  name: 'Saved search',
  segment: 'saved-search',
  view: viewSearchToken,
  confirm: confirmSavedSearch,
  texts: {
    expired: 'savedSearch.confirm.expired',
    invalid: 'savedSearch.confirm.invalid',
    title: 'savedSearch.confirm.title',
    askTitle: 'savedSearch.confirm.askTitle',
    ask: 'savedSearch.confirm.ask',
    button: 'savedSearch.confirm.button',
    already: 'savedSearch.confirm.already',
    done: 'savedSearch.confirm.done',
  },
  subject: async ({ locale, t, home }) => ({ lines: [], links: [{ href: accountPath(locale), label: t('account.title') }, home] }),
})
