import { describe, expect, it } from '@jest/globals'

import { dictionary } from '../../../src/i18n/dictionary'
import { defaultText, overrideProblem, overrideProblemMessage, screenOf, textRows } from '../../../src/i18n/overrides'
import { matchesQuery } from '../../../src/admin/translations/search'

describe('staff overrides are checked before they are saved', () => {
  it('accepts a text that keeps the default’s values, in any form', () => {
    expect(overrideProblem('detail.photoCount', 'fr', '{count, plural, one {une photo} other {# photos}}')).toBeNull()
    expect(overrideProblem('list.paging', 'nl', 'Blz. {page}/{pages} ({total} panden)')).toBeNull()
    expect(overrideProblem('search.button', 'fr', 'Chercher')).toBeNull()
    // Empty means "use the default".
    expect(overrideProblem('search.button', 'fr', '')).toBeNull()
    expect(overrideProblem('search.button', 'fr', null)).toBeNull()
  })

  it('refuses a text that does not parse', () => {
    const problem = overrideProblem('detail.photoCount', 'nl', '{count, plural, one {# foto}')
    expect(problem?.code).toBe('syntax')
    expect(overrideProblem('detail.photoCount', 'nl', '{count, plural, one {# foto} other {# foto’s}')?.code).toBe('syntax')
    expect(overrideProblemMessage(problem!, 'nl')).toMatch(/^De tekst is geen geldig bericht/)
  })

  it('refuses a text that drops a value of its default', () => {
    const problem = overrideProblem('list.paging', 'fr', 'Page {page} sur {pages}')
    expect(problem).toEqual({ code: 'missing', names: ['total'] })
    expect(overrideProblemMessage(problem!, 'en')).toBe('The text must keep {total}: the default text uses it.')
    expect(overrideProblemMessage(problem!, 'nl')).toBe('De tekst moet {total} behouden: de standaardtekst gebruikt het.')
  })

  it('refuses a value the default does not have (it would never be filled)', () => {
    const problem = overrideProblem('search.button', 'nl', 'Zoek {count}')
    expect(problem).toEqual({ code: 'unknown', names: ['count'], allowed: [] })
    expect(overrideProblemMessage(problem!, 'fr')).toBe('{count} n’existe pas pour ce texte.')
  })

  it('refuses a plural of a value the default shows as text (client components fill it as text)', () => {
    const problem = overrideProblem('detail.photoOf', 'nl', 'Foto {index} van {total, plural, one {# foto} other {# foto’s}}')
    expect(problem).toEqual({ code: 'not-a-number', names: ['total'] })
    expect(overrideProblemMessage(problem!, 'en')).toMatch(/^\{total\} is text here, not a number/)
    // Where the default is a plural, the override may write the number plainly.
    expect(overrideProblem('detail.photoCount', 'nl', '{count} foto’s')).toBeNull()
  })

  it('refuses a key that is not in the dictionary', () => {
    expect(overrideProblem('no.such.key', 'nl', 'x')).toEqual({ code: 'unknown-key' })
  })

  it('checks a German override against the Dutch default it replaces', () => {
    expect(defaultText('list.paging', 'de')).toEqual({ text: dictionary['list.paging'].nl, fallsBackTo: 'nl' })
    expect(overrideProblem('list.paging', 'de', 'Seite {page} von {pages} [{total, plural, one {# Objekt} other {# Objekte}}]')).toBeNull()
    expect(overrideProblem('list.paging', 'de', 'Seite {page}')?.code).toBe('missing')
  })
})

describe('the admin list of texts', () => {
  const rows = textRows([{ id: 7, key: 'search.button', value: { fr: 'Chercher', de: null } }])

  it('lists every key once, by screen, with its overrides', () => {
    expect(rows).toHaveLength(Object.keys(dictionary).length)
    const row = rows.find((r) => r.key === 'search.button')!
    expect(row).toMatchObject({ id: 7, screen: 'search', overrides: { fr: 'Chercher' } })
    expect(row.defaults.nl).toEqual({ text: 'Zoeken', fallsBackTo: null })
    expect(row.defaults.de).toEqual({ text: 'Zoeken', fallsBackTo: 'nl' })
    expect(screenOf('detail.photoCount')).toBe('property')
  })

  it('finds a row by key, by default text in any language and by override, ignoring case and accents', () => {
    const row = rows.find((r) => r.key === 'search.button')!
    expect(matchesQuery(row, 'search.but')).toBe(true)
    expect(matchesQuery(row, 'RECHERCHER')).toBe(true)
    expect(matchesQuery(row, 'chercher')).toBe(true)
    expect(matchesQuery(row, 'zoeken search')).toBe(true)
    expect(matchesQuery(row, 'photo')).toBe(false)
    const show = rows.find((r) => r.key === 'filters.show')!
    expect(matchesQuery(show, 'resultats')).toBe(true)
  })
})
