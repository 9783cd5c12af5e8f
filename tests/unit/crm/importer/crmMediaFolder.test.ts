import { describe, expect, it } from '@jest/globals'

import { importFolderName } from '../../../../crm/importer/media'

describe("a CRM import's media folder", () => {
  it('is named by the start of the import in Belgian time, year first so the folders sort by date', () => {
    expect(importFolderName(new Date('2026-11-28T23:30:00Z'))).toBe('CRM-import 2026-11-29 00:30')
    expect(importFolderName(new Date('2026-07-01T08:05:00Z'))).toBe('CRM-import 2026-07-01 10:05')
  })
})
