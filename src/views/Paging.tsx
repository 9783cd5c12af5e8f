import { pagingLinks } from '@/routing/pageNumbers'

/** Previous/next links and "Page x of y" (spec section 9). */
export function Paging({
  page,
  totalPages,
  basePath,
  labels,
}: {
  page: number
  totalPages: number
  basePath: string
  labels: { nav: string; text: string; previous: string; next: string }
}) {
  if (totalPages < 2) return null
  const links = pagingLinks(basePath, page, totalPages)
  return (
    <nav className="paging" aria-label={labels.nav}>
      {links.previous ? (
        <a href={links.previous} rel="prev">
          {labels.previous}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <p aria-live="polite">{labels.text}</p>
      {links.next ? (
        <a href={links.next} rel="next">
          {labels.next}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
