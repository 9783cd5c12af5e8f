/**
 * PAYLOAD_SECRET for every way the application starts: `npm start` (scripts/start.mjs) and the scripts
 * that boot Payload themselves (`npm run import`, `refresh-site`, `seed`, `migrate`: cli/scriptEnv.ts).
 * An exported PAYLOAD_SECRET (or one in the .env files) wins; otherwise the secret is generated once and
 * kept in data/.secret (PAYLOAD_SECRET_FILE), so logins survive restarts and an import signs its
 * refresh request to the running site with the site's own secret.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Where the generated secret is kept: PAYLOAD_SECRET_FILE, else data/.secret of the project.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function secretFile(env = process.env) {
  return path.resolve(ROOT, env.PAYLOAD_SECRET_FILE?.trim() || path.join('data', '.secret'))
}

/**
 * The kept secret, generated and written (mode 0600) the first time; `log` hears when it is generated.
 * @param {string} [file]
 * @param {(line: string) => void} [log]
 * @returns {string}
 */
export function keptSecret(file = secretFile(), log = (line) => void line) {
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim()
    if (saved) return saved
  }
  const secret = randomBytes(32).toString('hex')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  log(`generated PAYLOAD_SECRET in ${path.relative(ROOT, file) || file}`)
  return secret
}
