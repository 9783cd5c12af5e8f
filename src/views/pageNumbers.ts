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
