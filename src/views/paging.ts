/**
 * Pages of a paged module list live in the path (/nl/blog/2/), so every page is a plain cacheable
 * URL; page 1 is the bare path.
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
