import { describe, expect, it } from '@jest/globals'

import { csvCell, submissionsCsv } from '../../src/forms/staff/csv'

describe('submissions CSV export', () => {
  it('writes a header and one quoted row per submission', () => {
    const csv = submissionsCsv([
      {
        id: 7,
        createdAt: '2026-11-23T10:00:00.000Z',
        type: 'visit',
        status: 'new',
        locale: 'fr',
        name: 'Mevr. Lies "Lien" Janssens',
        email: 'lies@example.be',
        phone: '0475123456',
        message: 'Regel 1\nRegel 2; met puntkomma',
        property: { externalId: 1234, title: 'Woning, Lommel' },
        utm: { utm_source: 'facebook' },
        data: { slot: '10-13' },
      },
    ])
    expect(csv.startsWith('\uFEFFid,date,type,status,language,name')).toBe(true)
    const row = csv.split('\r\n')[1]
    expect(row).toContain('"Mevr. Lies ""Lien"" Janssens"')
    expect(row).toContain('1234,"Woning, Lommel"')
    expect(row).toContain('facebook')
    expect(csv).toContain('"Regel 1\nRegel 2; met puntkomma"')
    expect(csv).toContain('"{""slot"":""10-13""}"')
  })

  it('never lets visitor text run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+32 475')).toBe("'+32 475")
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)")
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
  })
})
