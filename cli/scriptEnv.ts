/**
 * The environment of the scripts that boot Payload themselves (`npm run import`, `refresh-site`, `seed`,
 * `migrate`), set as `npm start` sets it (scripts/start.mjs): the .env files Next reads, then
 * PAYLOAD_SECRET from data/.secret when it is not exported. Without it `npm run import` needed the secret
 * exported by hand, and an import signed its refresh request with another secret than the site's.
 *
 * Imported for its effect, first, by cli/payload.ts: payload.config.ts reads the secret as it loads.
 */
import nextEnv from '@next/env'

import { keptSecret, ROOT, secretFile } from '../scripts/payloadSecret.mjs'

nextEnv.loadEnvConfig(ROOT, false, { info: () => {}, error: console.error })
process.env.PAYLOAD_SECRET ||= keptSecret(secretFile(), (line: string) => console.log(`[scripts] ${line}`))
