'use client'

import { usePathname } from 'next/navigation'

import { finishedTranslator } from '@/i18n/finishedTexts'
import { useSite } from '@/site/SiteContext'

/**
 * The spec's 404 page: "Oops, this page no longer exists" (or "the requested property does not exist or
 * is sold" on a listing path), a property search form and a link home (status 404). Next renders
 * not-found pages in the browser anyway (vercel/next.js#62228), so it reads the shell's context.
 */
export default function NotFound() {
  const { locale, forSalePath, texts } = useSite()
  const t = finishedTranslator(texts)
  const listing = /\/\d+\/$/.test(usePathname() ?? '')
  return (
    <div className="page not-found">
      <header className="page-header">
        <h1>{t(listing ? 'error.propertyNotFound' : 'error.notFound')}</h1>
        <p>{t('notFound.intro')}</p>
      </header>
      <form className="search-inline" role="search" action={forSalePath} method="get">
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
