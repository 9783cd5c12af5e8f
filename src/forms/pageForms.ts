import { normalizeOriginal } from '../routing/routeTable'

/**
 * Pages whose content is a form, by their original path (spec section 2), so the form follows the page
 * in every language without a hard-coded public path. An advisor's valuation page is known by its
 * advisor. (Part B adds the demand register here.)
 */
export type PageForm = { kind: 'valuation'; advisor: { id: number; name: string } | null }

interface MenuLike {
  originalPath?: string | null
  pageType?: string | null
  advisor?: unknown
}

export function pageFormOf(menu: MenuLike): PageForm | null {
  if (menu.pageType === 'feedback' || menu.pageType === 'login') return null
  const advisor = menu.advisor && typeof menu.advisor === 'object' ? (menu.advisor as { id: number; name?: string | null; firstName?: string; lastName?: string }) : null
  if (advisor) return { kind: 'valuation', advisor: { id: advisor.id, name: advisor.name || [advisor.firstName, advisor.lastName].filter(Boolean).join(' ') } }
  if (menu.originalPath && normalizeOriginal(menu.originalPath) === '/contact-demand/') return { kind: 'valuation', advisor: null }
  return null
}
