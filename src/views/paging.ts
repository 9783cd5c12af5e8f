/** Links of a paged list: page 1 is the bare path (one URL per page for search engines), others carry ?page=n. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`
}

export function pagingLinks(basePath: string, page: number, totalPages: number): { previous?: string; next?: string } {
  return {
    previous: page > 1 ? pageHref(basePath, Math.min(page - 1, totalPages)) : undefined,
    next: page < totalPages ? pageHref(basePath, page + 1) : undefined,
  }
}

/** The page number of a ?page= value: whole numbers from 1, anything else is page 1. */
export function pageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : 1
}
