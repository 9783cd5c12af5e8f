/**
 * npm run import -- <export.json>
 * Loads an agency CRM export (spec section 7). Exit code 0 when every row was imported, 2 when some
 * rows were reported invalid (the others are imported all the same), 1 when the import could not run.
 */
// First: PAYLOAD_SECRET and the .env files, as npm start sets them, before any module reads them.
import './scriptEnv'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { importWarningText } from '../collections/CrmImports/statuses'
import type { CrmExport } from '../crm/crm-format'
import { importCrmExport, type ImportReport } from '../crm/importer'
import { describeNotice, notifySite } from '../crm/notifySite'
import { scriptPayload } from './payload'

export function printReport(report: ImportReport, log: (line: string) => void = console.log): void {
  const line = (name: string, t: { created: number; updated: number; unchanged: number }) =>
    log(
      `  ${name.padEnd(15)} ${String(t.created).padStart(5)} created ${String(t.updated).padStart(5)} updated ${String(t.unchanged).padStart(5)} unchanged`,
    )
  line('property types', report.types)
  line('cities', report.cities)
  line('projects', report.projects)
  line('properties', report.properties)
  log(`  media           ${String(report.mediaCreated).padStart(5)} created`)
  log(`  counts          ${report.countUpdates.types} type and ${report.countUpdates.cities} city counts updated`)
  if (report.demandAlerts) log(`  demand alerts   ${String(report.demandAlerts).padStart(5)} queued`)
  if (report.listingAlerts) log(`  listing alerts  ${String(report.listingAlerts).padStart(5)} queued`)
  for (const warning of report.warnings) log(`  warning: ${importWarningText(warning, 'en')}`)
  if (report.invalid.length) {
    log(`  ${report.invalid.length} invalid row(s), not imported:`)
    for (const row of report.invalid) log(`    ${row.list} #${row.position}${row.id !== undefined ? ` (ID ${row.id})` : ''}: ${row.reason}`)
  }
  if (report.unchanged) log('  Nothing changed: the database already holds this export.')
}

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    console.error('Usage: npm run import -- <export.json>')
    return 1
  }
  const crm = JSON.parse(await readFile(file, 'utf8')) as CrmExport
  const payload = await scriptPayload()
  let lastLine = ''
  const report = await importCrmExport(payload, crm, {
    baseDir: path.dirname(path.resolve(file)),
    onProgress: (stage, done, total) => {
      const pct = total ? Math.floor((done / total) * 100) : 100
      const text = `${stage}: ${done}/${total} (${pct}%)`
      // One line per 10 % keeps long runs readable in CI logs as well as terminals.
      if (text.split('(')[0] !== lastLine && (done === total || pct % 10 === 0)) {
        const bucket = `${stage}:${Math.floor(pct / 10)}`
        if (bucket !== lastLine) console.log(`  ${text}`)
        lastLine = bucket
      }
    },
  })
  console.log(`Imported ${file}:`)
  printReport(report)
  if (!report.unchanged) console.log(describeNotice(await notifySite(payload)))
  await payload.destroy()
  return report.invalid.length ? 2 : 0
}

// Only when run as a script, not when imported by the seed.
if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('cli', 'import.ts'))) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
