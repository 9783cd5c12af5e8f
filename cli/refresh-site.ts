/**
 * npm run refresh-site
 * Tells the running site (SERVER_URL) to expire the cache of imported data: for an import made while
 * the site could not be reached. Exit code 0 when the site refreshed, 1 otherwise.
 */
// First: PAYLOAD_SECRET and the .env files, as npm start sets them, before any module reads them.
import './scriptEnv'
import { describeNotice, notifySite } from '../crm/notifySite'
import { scriptPayload } from './payload'

async function main(): Promise<number> {
  const payload = await scriptPayload()
  const notice = await notifySite(payload)
  console.log(describeNotice(notice))
  await payload.destroy()
  return notice.ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
