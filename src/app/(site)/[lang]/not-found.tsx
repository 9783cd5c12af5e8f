import { headers } from 'next/headers'

import { getRouteTable } from '@/data/routes'
import { getTranslator } from '@/data/translations'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

/**
 * The spec's 404 page: "Oops, this page no longer exists" (or "the requested property does not exist or is
 * sold" on a listing path), a property search form and a link home (status 404).
 */
export default async function NotFound() {
  const requestHeaders = await headers()
  const header = requestHeaders.get('x-site-locale')
  const locale = isLocale(header) ? header : DEFAULT_LOCALE
  const listing = requestHeaders.get('x-site-listing') === '1'
  const [t, table] = await Promise.all([getTranslator(locale), getRouteTable()])
  const searchPath = table.byOriginal.get('/for-sale/')?.paths[locale] ?? `/${locale}/`
  return (
    <div className="page not-found">
      <header className="page-header">
        <h1>{t(listing ? 'error.propertyNotFound' : 'error.notFound')}</h1>
        <p>{t('notFound.intro')}</p>
      </header>
      <form className="search-inline" role="search" action={searchPath} method="get">
        <label htmlFor="not-found-search">{t('notFound.searchLabel')}</label>
        <div>
          <input id="not-found-search" name="search" type="search" autoComplete="off" />
          <button type="submit">{t('search.button')}</button>
        </div>
      </form>
      <p>
        <a className="button" href={`/${locale}/`}>
          {t('error.backHome')}
        </a>
      </p>
    </div>
  )
}
