/**
 * Payload 3.90 keeps the admin's client field schema (field labels, descriptions and option labels as
 * the browser gets them) per collection and global in one process-wide cache, built in the language of
 * the first staff member who needs it (@payloadcms/ui getClientSchemaMap), while the client config is
 * kept per language. The version compare reads its labels from that cache: after a Dutch editor had
 * opened one, the English admin showed "Aangepast op" and "Concept" (issue 36.8). Payload's own switch
 * `_payload_doNotCacheClientSchemaMap` makes the next read build it again (and is reset after it): held
 * on here, every read is built in the request's language. The build is a walk over the entity's config,
 * small beside the form state Payload builds on the same request.
 */
export function clientSchemaMapPerRequest(): void {
  const holder = globalThis as { _payload_doNotCacheClientSchemaMap?: boolean }
  if (Object.getOwnPropertyDescriptor(holder, '_payload_doNotCacheClientSchemaMap')?.get) return
  Object.defineProperty(holder, '_payload_doNotCacheClientSchemaMap', {
    configurable: true,
    get: () => true,
    // Payload sets it back to false after each build; that would bring the shared cache back.
    set: () => undefined,
  })
}
