/**
 * tsx seed/generate/cli.ts <outDir> [--properties N]
 * Writes a demo CRM export (export.json), its photo pool (images/), documents (docs/) and floor plans (plans/) to outDir.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { generateCrmExport, PLAN_POOL_SIZE, summarize } from './crm'
import { generateImagePool, generatePlanPool } from './images'

/** Two small valid PDF files, written by hand: the documents the export refers to. */
export async function writeSampleDocuments(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  for (const [file, title] of [
    ['brochure.pdf', 'Brochure Kempen Vastgoed'],
    ['epc-attest.pdf', 'EPC-attest (voorbeeld)'],
    ['prijslijst.pdf', 'Prijslijst nieuwbouwproject'],
  ] as const) {
    const stream = `BT /F1 20 Tf 72 720 Td (${title}) Tj ET`
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]
    let body = '%PDF-1.4\n'
    const offsets: number[] = []
    objects.forEach((object, i) => {
      offsets.push(body.length)
      body += `${i + 1} 0 obj\n${object}\nendobj\n`
    })
    const xref = body.length
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    await writeFile(path.join(dir, file), body)
  }
}

async function main() {
  const outDir = process.argv[2]
  if (!outDir) throw new Error('Usage: tsx seed/generate/cli.ts <outDir> [--properties N]')
  const sizeIndex = process.argv.indexOf('--properties')
  const crm = generateCrmExport({ properties: sizeIndex > 0 ? Number(process.argv[sizeIndex + 1]) : undefined })
  await mkdir(outDir, { recursive: true })
  await generateImagePool(path.join(outDir, 'images'))
  await writeSampleDocuments(path.join(outDir, 'docs'))
  await generatePlanPool(path.join(outDir, 'plans'), PLAN_POOL_SIZE)
  await writeFile(path.join(outDir, 'export.json'), JSON.stringify(crm, null, 1))
  console.log(JSON.stringify(summarize(crm), null, 2))
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('generate', 'cli.ts'))) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
