import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { parseCrmExport } from '../../../../crm/importer/exportFile'
import { crmFilesDir, pathInside } from '../../../../crm/importer/localPath'
import { progressWorthWriting } from '../../../../crm/importer/progress'
import { importViewText, progressPercent } from '../../../../src/admin/crmImports/texts'

describe('parseCrmExport (an export uploaded in the admin)', () => {
  it('accepts an object with the export lists, a byte order mark included', () => {
    const parsed = parseCrmExport('\ufeff{"properties":[],"webIDs":[{"WebID":1}]}')
    expect(parsed.ok).toBe(true)
  })

  it('says the file is not JSON', () => {
    expect(parseCrmExport('PK\u0003\u0004 a zip')).toMatchObject({ ok: false, code: 'not-json' })
    expect(parseCrmExport('')).toMatchObject({ ok: false, code: 'not-json' })
  })

  it('says JSON of another shape is no export, naming what it found', () => {
    expect(parseCrmExport('[1,2,3]')).toEqual({
      ok: false,
      code: 'not-an-export',
      detail: "The file holds a list, not an object with the export's lists.",
    })
    expect(parseCrmExport('null')).toMatchObject({ ok: false, code: 'not-an-export' })
    expect(parseCrmExport('"text"')).toMatchObject({ ok: false, code: 'not-an-export' })
    expect(parseCrmExport('{"name":"package.json"}')).toMatchObject({
      ok: false,
      code: 'not-an-export',
      detail: expect.stringContaining('None of the export'),
    })
    expect(parseCrmExport('{"properties":"x","projects":{"a":1}}')).toEqual({
      ok: false,
      code: 'not-an-export',
      detail: 'projects is object, not a list; properties is string, not a list.',
    })
  })
})

describe('pathInside (relative picture paths of an uploaded export)', () => {
  const base = path.resolve('/srv/crm-files')

  it('resolves a path inside the folder', () => {
    expect(pathInside(base, 'images/front.jpg')).toBe(path.join(base, 'images', 'front.jpg'))
    expect(pathInside(base, './a/../b.jpg')).toBe(path.join(base, 'b.jpg'))
  })

  it('refuses a path that leads out of it, or the folder itself', () => {
    expect(pathInside(base, '../etc/passwd')).toBeNull()
    expect(pathInside(base, '/etc/passwd')).toBeNull()
    expect(pathInside(base, 'images/../../crm-files-other/x.jpg')).toBeNull()
    expect(pathInside(base, '.')).toBeNull()
  })

  it('reads CRM_FILES_DIR, null when unset or blank', () => {
    expect(crmFilesDir({ CRM_FILES_DIR: '/srv/crm-files' })).toBe(base)
    expect(crmFilesDir({ CRM_FILES_DIR: '  ' })).toBeNull()
    expect(crmFilesDir({})).toBeNull()
  })
})

describe('progressWorthWriting (the admin progress bar, never a write per row)', () => {
  const at = (stage: string, done: number, total: number, ms: number) => ({ stage, done, total, at: ms })

  it('writes the first report, a new stage and a stage’s end', () => {
    expect(progressWorthWriting(null, at('types', 0, 3, 0))).toBe(true)
    expect(progressWorthWriting(at('types', 3, 3, 0), at('cities', 0, 40, 10))).toBe(true)
    expect(progressWorthWriting(at('properties', 999, 1000, 0), at('properties', 1000, 1000, 5))).toBe(true)
  })

  it('skips a report that moved less than 5 % within a second, and a repeat', () => {
    expect(progressWorthWriting(at('properties', 10, 1000, 0), at('properties', 11, 1000, 100))).toBe(false)
    expect(progressWorthWriting(at('properties', 10, 1000, 0), at('properties', 59, 1000, 999))).toBe(false)
    expect(progressWorthWriting(at('properties', 1000, 1000, 0), at('properties', 1000, 1000, 5000))).toBe(false)
  })

  it('writes after 5 % more or after a second', () => {
    expect(progressWorthWriting(at('properties', 10, 1000, 0), at('properties', 60, 1000, 100))).toBe(true)
    expect(progressWorthWriting(at('properties', 10, 1000, 0), at('properties', 11, 1000, 1000))).toBe(true)
  })

  it('writes about 20 times for a 10,000-row stage done in a moment', () => {
    let last = null as ReturnType<typeof at> | null
    let writes = 0
    for (let done = 0; done <= 10_000; done++) {
      const next = at('properties', done, 10_000, done / 100)
      if (progressWorthWriting(last, next)) {
        writes++
        last = next
      }
    }
    expect(writes).toBeGreaterThanOrEqual(20)
    expect(writes).toBeLessThanOrEqual(22)
  })
})

describe('the progress view’s texts', () => {
  it('fills placeholders in the admin language', () => {
    expect(importViewText('stageOf', 'nl', { stage: 'Panden', done: 3, total: 9 })).toBe('Panden: 3 van 9')
    expect(importViewText('invalid', 'fr', { n: 2 })).toBe('Lignes non importées (2)')
  })

  it('gives a percentage, none while a stage’s size is unknown', () => {
    expect(progressPercent(5, 10)).toBe(50)
    expect(progressPercent(12, 10)).toBe(100)
    expect(progressPercent(0, 0)).toBeNull()
    expect(progressPercent(null, undefined)).toBeNull()
  })
})
