import { normalizeOriginal } from '../routing/routeTable'

/**
 * The form a page carries, known by the page's original path (spec section 2), so the form follows
 * the page in every language without a hard-coded public path: the valuation form on the valuation
 * page and on every advisor's page (routed to that advisor), the demand register, the newsletter
 * sign-up under the blog, and the testimonial form (with the published testimonials) under the
 * testimonials. Thank-you and login pages carry none.
 */
export type PageFormKind =
  | { kind: 'valuation'; advisor: { id: number; name: string } | null }
  | { kind: 'demand' }
  | { kind: 'newsletter' }
  | { kind: 'testimonials' }

/** Before the page's modules (the page is the form) or after them (the form joins a list). */
export type PageFormPlacement = 'before' | 'after'

interface MenuLike {
  originalPath?: string | null
  pageType?: string | null
  advisor?: unknown
}

const BY_ORIGINAL: Record<string, PageFormKind> = {
  '/contact-demand/': { kind: 'valuation', advisor: null },
  '/demand-register/': { kind: 'demand' },
  '/blog/': { kind: 'newsletter' },
  '/getuigenissen/': { kind: 'testimonials' },
}

export function pageFormOf(menu: MenuLike): PageFormKind | null {
  if (menu.pageType === 'feedback' || menu.pageType === 'login') return null
  const advisor =
    menu.advisor && typeof menu.advisor === 'object'
      ? (menu.advisor as { id: number; name?: string | null; firstName?: string; lastName?: string })
      : null
  if (advisor)
    return {
      kind: 'valuation',
      advisor: { id: advisor.id, name: advisor.name || [advisor.firstName, advisor.lastName].filter(Boolean).join(' ') },
    }
  return (menu.originalPath && BY_ORIGINAL[normalizeOriginal(menu.originalPath)]) || null
}

export function placementOf(form: PageFormKind): PageFormPlacement {
  return form.kind === 'newsletter' || form.kind === 'testimonials' ? 'after' : 'before'
}
