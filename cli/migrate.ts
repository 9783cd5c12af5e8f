/**
 * npm run migrate: applies the committed migrations of the DATABASE_URL's adapter.
 * The migrations are imported statically (migrations/<adapter>/index.ts), the same list a production
 * start applies, so this runs exactly what `next start` would.
 */
// First: PAYLOAD_SECRET and the .env files, as npm start sets them, before any module reads them.
import './scriptEnv'
import { scriptPayload } from './payload'

async function main(): Promise<void> {
  const payload = await scriptPayload()
  payload.logger.info('Migrations are up to date.')
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
