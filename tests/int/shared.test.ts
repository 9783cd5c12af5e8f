import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { afterAll } from '@jest/globals'

import { smtpPortOfRun } from './helpers/smtp'

/**
 * One Jest test file for every integration suite that can share a Payload (tests/int/*.int.ts): Jest
 * gives each test file a module registry of its own, so a file per suite linked Payload's module graph
 * and booted Payload once per file. Here the suites share one registry, hence one Payload (getPayload
 * caches it), booted by the first suite that asks and closed once, after the last.
 *
 * Each suite keeps to its own data (its own addresses, e-mails, rows, client IPs), puts back what it
 * changes in process.env, and stops its SMTP receiver when it ends, so the suites pass in any order.
 * The files that need a process of their own (crashSafe, sqliteLock, importerCrash) stay *.test.ts.
 *
 * INT_SUITE=<name>[,<name>…] runs only those suites (file names without .int.ts), e.g.
 * INT_SUITE=leadHandling npm run test:int -- tests/int/shared.test.ts
 */

// Settings Payload reads once, when its config loads or when it boots, so one value for the whole run.
// Set before a suite is imported: a suite may import the config at its top.
// The tests run the job queues themselves (runEmailQueue, runJobs); Payload's REST handler would otherwise
// start the job cron on the shared Payload.
process.env.JOBS_AUTORUN = 'false'
// A small CRM export limit keeps uploadLimits.int.ts's files small (Payload's upload limit is the largest upload's).
process.env.CRM_IMPORT_MAX_MB = '30'
// One SMTP port for the run: the suites that read mail start their own receiver on it, one after another.
await smtpPortOfRun()

const helpers = await import('./helpers/payload')
helpers.shareOnePayload()

const here = fileURLToPath(new URL('.', import.meta.url))
const suites = readdirSync(here)
  .filter((file) => file.endsWith('.int.ts'))
  .sort()
const wanted = process.env.INT_SUITE?.split(',').map((name) => `${name.trim().replace(/\.int\.ts$/, '')}.int.ts`)
const chosen = wanted ? suites.filter((file) => wanted.includes(file)) : suites
const unknown = (wanted ?? []).filter((file) => !suites.includes(file))
if (unknown.length) throw new Error(`INT_SUITE names no suite: ${unknown.join(', ')} (the suites are tests/int/*.int.ts)`)

for (const file of chosen) await import(`./${file}`)

afterAll(() => helpers.closeSharedPayload())
