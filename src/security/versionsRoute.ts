import type { SanitizedConfig } from 'payload'

import { apiError } from '../lib/apiError'

/**
 * The collection or global a REST path asks the versions of (`/api/menus/versions`,
 * `/api/menus/versions/3`, `/api/globals/site/versions`), or null for any other path. Pure.
 */
export function versionsTarget(segments: readonly string[]): { kind: 'collection' | 'global'; slug: string } | null {
  if (segments[0] === 'globals' && segments[2] === 'versions') return { kind: 'global', slug: segments[1] }
  if (segments[0] !== 'globals' && segments[1] === 'versions' && segments[0]) return { kind: 'collection', slug: segments[0] }
  return null
}

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload 3.90 answers 500 to the versions routes of a collection or global without versions (it reads
 * a versions table that does not exist): those are 404 here, before Payload sees them (issue 13.14).
 */
export function withoutMissingVersions(configPromise: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    const target = versionsTarget(slug)
    if (target) {
      const config = await configPromise
      const entity =
        target.kind === 'global'
          ? config.globals.find((g) => g.slug === target.slug)
          : config.collections.find((c) => c.slug === target.slug)
      if (entity && !entity.versions) return apiError('Not Found', 404)
    }
    return handler(request, context)
  }
}

/**
 * Collections no REST client has any use for (issue 33.8): Payload's own `payload-migrations`, which
 * it registers with `endpoints: false` and so answered 501 to every method. Migrations run through the
 * local API (`npm run migrate`, the server's start), never through REST, so the path is a plain 404
 * for everyone, admins included. Pure.
 */
const CLOSED_REST_COLLECTIONS: ReadonlySet<string> = new Set(['payload-migrations'])
export const closedRestPath = (segments: readonly string[]): boolean => CLOSED_REST_COLLECTIONS.has(segments[0] ?? '')

/** 404 for the collections above, before Payload sees the request. */
export function withoutClosedCollections(handler: Handler): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    if (closedRestPath(slug)) return apiError('Not Found', 404)
    return handler(request, context)
  }
}
