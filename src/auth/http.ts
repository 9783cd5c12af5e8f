import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

/**
 * What the JSON route handlers of the owner portal and the demander's account share: private,
 * uncached answers, a body that is an object or nothing, and a Payload error's status.
 */
const PRIVATE = { 'cache-control': 'private, no-store' }

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...PRIVATE, ...headers } })

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.json().catch(() => null)
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The HTTP status a Payload error carries (APIError and its subclasses), else undefined. */
export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}
