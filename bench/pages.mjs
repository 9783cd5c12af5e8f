/**
 * The public pages measured for issue 16, one per page kind, found on a running site: the Dutch home,
 * for-sale list and contact page, the first sale detail page of the for-sale list, the first project of
 * the project list and a blog article (ids differ between the seeded test database and the bench
 * databases). npm run bench and the first-load JavaScript budget check (tests/e2e/firstLoadJs.spec.ts)
 * measure the same pages.
 *
 * Found through the list pages a visitor uses, not /sitemap.xml: Next prerenders the sitemap at build
 * time, so a server started on another database (the bench's) serves the build database's sitemap.
 */

/** @typedef {'home' | 'list' | 'detail' | 'project' | 'article' | 'contact'} PageKind */
/** @typedef {{ kind: PageKind, name: string, path: string }} MeasuredPage */

/** The article the issue names; the blog list's first article when a database has no such one. */
export const PREFERRED_ARTICLE = '/nl/blog/vastgoedtrends-2026/'

// A sale listing: /nl/te-koop/{town}/{slug}/{id}/ (the town is left out for a listing without one).
const DETAIL = /^\/nl\/te-koop\/(?:[^/]+\/){1,2}\d+\/$/
// A project, not one of its units (…/{projectId}/{slug}/{id}/).
const PROJECT = /^\/nl\/projecten\/(?:[^/]+\/){1,2}\d+\/$/
// An article, not a page of the article list (/nl/blog/2/).
const ARTICLE = /^\/nl\/blog\/(?!\d+\/$)[^/]+\/$/

/** The site-relative link targets (`<a href="/…">`) of a page, in document order, without query or hash. */
export function linkedPaths(html) {
  return [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/gi)].map((match) => match[1].replace(/&amp;/g, '&').replace(/[?#].*$/, ''))
}

/**
 * The measured pages, from the links of the for-sale list, the project list and the blog list.
 * @param {{ saleList: string[], projectList: string[], blogList: string[], preferredArticle: boolean }} links
 * @returns {MeasuredPage[]}
 */
export function pagesFromLinks({ saleList, projectList, blogList, preferredArticle }) {
  const first = (paths, pattern, what) => {
    const found = paths.find((p) => pattern.test(p))
    if (!found) throw new Error(`no link to a ${what}`)
    return found
  }
  return [
    { kind: 'home', name: 'home', path: '/nl/' },
    { kind: 'list', name: 'for-sale list', path: '/nl/te-koop/' },
    { kind: 'detail', name: 'sale detail', path: first(saleList, DETAIL, 'sale detail page on /nl/te-koop/') },
    { kind: 'project', name: 'project', path: first(projectList, PROJECT, 'project on /nl/projecten/') },
    {
      kind: 'article',
      name: 'blog article',
      path: preferredArticle ? PREFERRED_ARTICLE : first(blogList, ARTICLE, 'blog article on /nl/blog/'),
    },
    { kind: 'contact', name: 'contact', path: '/nl/contact/' },
  ]
}

/**
 * The measured pages of the site at `base` (e.g. http://127.0.0.1:3100).
 * @param {string} base
 * @returns {Promise<MeasuredPage[]>}
 */
export async function findPages(base) {
  const links = async (listPath) => {
    const response = await fetch(`${base}${listPath}`)
    if (!response.ok) throw new Error(`${base}${listPath} answered ${response.status}`)
    return linkedPaths(await response.text())
  }
  const preferred = await fetch(`${base}${PREFERRED_ARTICLE}`, { redirect: 'manual' })
  await preferred.arrayBuffer()
  return pagesFromLinks({
    saleList: await links('/nl/te-koop/'),
    projectList: await links('/nl/projecten/'),
    blogList: await links('/nl/blog/'),
    preferredArticle: preferred.status === 200,
  })
}
