/**
 * Page numbers, in paths and in paging bars. Pages of a paged module list live in the path
 * (/nl/blog/2/), so every page is a plain cacheable URL; page 1 is the bare path.
 */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${page}/`
}

export function pagingLinks(basePath: string, page: number, totalPages: number): { previous?: string; next?: string } {
  return {
    previous: page > 1 ? pageHref(basePath, Math.min(page - 1, totalPages)) : undefined,
    next: page < totalPages ? pageHref(basePath, page + 1) : undefined,
  }
}

/** "/nl/blog/2/" -> { base: "/nl/blog/", page: 2 }; null when the path does not end in a page number from 2. */
export function splitPagePath(path: string): { base: string; page: number } | null {
  const match = path.match(/^(.*\/)(\d{1,4})\/$/)
  if (!match) return null
  const page = Number(match[2])
  return page >= 2 ? { base: match[1], page } : null
}

/** One entry of a numbered paging bar: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap'

/**
 * The page numbers a paging bar shows: the first and last page, the pages within `around` of the
 * current one, and a gap for each run of hidden pages. A gap never hides a single page (that page's
 * number takes the same room), so the bar's length stays stable while paging through.
 */
export function pageNumbers(current: number, total: number, around = 1): PageItem[] {
  if (total < 1) return []
  const page = Math.min(Math.max(1, current), total)
  const shown = new Set([1, total])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= total) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous === 2) items.push(p - 1)
    else if (previous !== undefined && p - previous > 2) items.push('gap')
    items.push(p)
  }
  return items
}
