import type { ArrayField, FieldHook } from 'payload'

/**
 * Payload's own `sessions` field of an auth collection (users, owners, demanders), narrowed. Payload
 * merges a field of that name with its base field, so only what differs is written here; the
 * schema stays the same.
 *
 * Payload lets a reader see the session ids of the account whose id equals their own, compared
 * without the collection: the answer to a CRM import's upload, which populates its uploader, echoed the
 * uploader's session ids, and owner 5 would read staff member 5's. No reader needs them: Payload checks
 * a session on its own reads (the JWT strategy reads the account with overrideAccess, where field access
 * does not apply) and logout and refresh read the database directly. So no API reader sees them, and
 * an account populated into another document never carries them, not even in a local read with
 * overrideAccess (a populated document is read at a depth below the top).
 */
const notWhenPopulated: FieldHook = ({ currentDepth, siblingData }) => {
  if ((currentDepth ?? 1) > 1 && siblingData) delete (siblingData as { sessions?: unknown }).sessions
  return undefined
}

export const sessionsField: ArrayField = {
  name: 'sessions',
  type: 'array',
  fields: [],
  access: { read: () => false },
  hooks: { afterRead: [notWhenPopulated] },
}
