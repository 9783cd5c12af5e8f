import { checkDatabase, sharedReport } from '../ops/health'
import { payloadClient } from './payload'

/**
 * Whether the database answers, asked before the admin renders: Payload's admin reads the signed-in
 * user from the database on every page and failed as a bare 500 without it. One check serves every
 * admin request for a few seconds (sharedReport), so staff browsing the admin cost no extra round trips.
 */
export const databaseAnswers: () => Promise<boolean> = sharedReport(async () => (await checkDatabase(payloadClient)).status === 'ok')
