import type { TypedUser } from 'payload'

/**
 * How a read runs: the public's (published only) or a staff member's on the drafts (src/data/preview.ts
 * says which). Apart from preview.ts, which loads Payload's client and Next's request headers: collection
 * hooks read the route nodes (routeNodes.ts) with this type, and the config they belong to must not
 * load the client that loads that config.
 */
export type ContentRead = { overrideAccess: false; draft?: true; user?: TypedUser }

export const PUBLIC_READ: ContentRead = { overrideAccess: false }
