/**
 * Where a double opt-in stands, from its stored row (issue 33.6). Pure: the confirmation page (GET)
 * shows it without changing anything, and only its button (POST) confirms a `pending` one.
 */

export type ConfirmState = 'pending' | 'confirmed' | 'expired' | 'invalid'

export interface ConfirmRow {
  status?: string | null
  confirmExpiresAt?: string | null
}

/** No row, or one unsubscribed since: invalid. Confirmed stays confirmed (the link may be followed again). */
export function confirmStateOf(row: ConfirmRow | null | undefined, now: Date): ConfirmState {
  if (!row || row.status === 'unsubscribed') return 'invalid'
  if (row.status === 'confirmed') return 'confirmed'
  if (row.status !== 'pending') return 'invalid'
  if (!row.confirmExpiresAt) return 'expired'
  const expires = new Date(row.confirmExpiresAt).getTime()
  return Number.isFinite(expires) && expires > now.getTime() ? 'pending' : 'expired'
}

/** The HTTP status of a confirmation page in that state (HEAD answers the same, without a body). */
export const confirmStatusCode = (state: ConfirmState | 'already'): 200 | 404 | 410 =>
  state === 'invalid' ? 404 : state === 'expired' ? 410 : 200
