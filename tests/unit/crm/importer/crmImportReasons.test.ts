import { describe, expect, it } from '@jest/globals'

import { importReasonText } from '../../../../collections/CrmImports/statuses'
import { propertyRow, reasonOf, typeRow } from '../../../../crm/importer/validate'

const row = { ID: 5, language: 'nl', Goal: 0, Zip: '3920', TypeDescription: 'Woning', WebID: 2 }
const reason = (value: unknown, schema: { safeParse: (v: unknown) => { error?: unknown } } = propertyRow) =>
  reasonOf(schema.safeParse(value).error as never)

describe('the CRM import’s rejection reasons in the admin’s language (issue 36.8)', () => {
  it('words the importer’s own checks in Dutch and French, the field named first', () => {
    const zip = reason({ ...row, Zip: '39' })
    expect(zip).toBe('Zip: Zip must be a 4-digit postal code')
    expect(importReasonText(zip, 'nl')).toBe('Zip: de postcode moet uit 4 cijfers bestaan')
    expect(importReasonText(zip, 'fr')).toBe('Zip: le code postal doit compter 4 chiffres')
    expect(importReasonText(zip, 'en')).toBe(zip)
    expect(importReasonText(reason({ ...row, Goal: 3 }), 'nl')).toBe('Goal: moet 0 (verkoop) of 1 (verhuur) zijn')
    expect(importReasonText(reason({ ...row, Marquee: 999 }), 'nl')).toBe('Marquee: onbekende Marquee-code')
    expect(importReasonText('No entry in the default language (nl)', 'fr')).toBe('aucune ligne dans la langue par défaut (nl)')
    expect(importReasonText('WebID: unknown property type 77', 'nl')).toBe('WebID: onbekend soort pand 77')
    expect(importReasonText('ProjectID: unknown project 12', 'fr')).toBe('ProjectID: projet inconnu 12')
  })

  it('words the schema library’s generic messages as they come from it', () => {
    expect(importReasonText(reason({ ...row, WebID: undefined }), 'nl')).toBe('WebID: ontbreekt')
    expect(importReasonText(reason({ ...row, ID: 'x' }), 'nl')).toBe('ID: ongeldige waarde (verwacht: number, gekregen: string)')
    expect(importReasonText(reason({ ...row, ID: -1 }), 'nl')).toBe('ID: te klein (moet >0 zijn)')
    expect(importReasonText(reason({ ...row, language: 'xx' }), 'fr')).toMatch(/^language: choix invalide \(l’un de "nl"/)
    expect(importReasonText(reason({ ...row, TypeDescription: ' ' }), 'nl')).toBe('TypeDescription: is leeg')
    expect(importReasonText(reason({ WebID: 1, Name: 'x', language: 'nl' }, typeRow), 'fr')).toBe('ShowOrder: manquant')
    expect(importReasonText(reason({ ...row, Latitude: 100 }), 'nl')).toBe('Latitude: te groot (moet <=90 zijn)')
  })

  it('leaves a message it does not know as it is', () => {
    expect(importReasonText('database is locked', 'nl')).toBe('database is locked')
  })
})
