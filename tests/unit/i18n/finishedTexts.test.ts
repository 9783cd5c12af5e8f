import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { translatorFor, type DictionaryKey } from '../../../src/i18n/dictionary'
import { finishedTranslator, finishTexts } from '../../../src/i18n/finishedTexts'
import { LOCALES } from '../../../src/i18n/locales'
import { messageArguments } from '../../../src/i18n/message'
import { galleryLabels } from '../../../src/properties/detail/galleryLabels'
import { compareGoText, heartsTexts } from '../../../src/shortlist/heartsTexts'
import { RECENT_TEXT_KEYS } from '../../../src/shortlist/recentTexts'
import { SHELL_TEXT_KEYS } from '../../../src/site/shellTexts'

const root = path.join(__dirname, '..', '..', '..')

/** The file an import of ours names (relative or `@/`), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  }
  throw new Error(`${path.relative(root, from)} imports ${specifier}, which does not resolve`)
}

/** Every module of ours that `entry` loads at run time (type-only imports load nothing), itself included. */
function runtimeImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gm)) {
    if (match[2]) continue
    const file = resolveImport(entry, match[3])
    if (file) runtimeImports(file, seen)
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)'/gm)) {
    const file = resolveImport(entry, match[1])
    if (file) runtimeImports(file, seen)
  }
  return seen
}

/** Every key of `keys` takes no value in any language: the server can hand it over finished (finishTexts). */
function expectNoValues(keys: readonly DictionaryKey[]): void {
  for (const locale of LOCALES) {
    const t = translatorFor(locale)
    for (const key of keys) {
      expect({ key, locale, values: [...(messageArguments(t.raw!(key), locale)?.keys() ?? ['(does not parse)'])] }).toEqual({
        key,
        locale,
        values: [],
      })
    }
  }
}

describe("the shell's finished texts", () => {
  it('take no values in any language, so the server fills them completely', () => {
    expectNoValues(SHELL_TEXT_KEYS)
  })

  it("are the page's texts with the staff's overrides, and a key the server did not send reads as the key", () => {
    const t = translatorFor('fr', { 'error.api': 'Erreur de chargement' })
    const texts = finishTexts(t, SHELL_TEXT_KEYS)
    expect(Object.keys(texts).sort()).toEqual([...SHELL_TEXT_KEYS].sort())
    const read = finishedTranslator(texts)
    expect(read('error.api')).toBe('Erreur de chargement')
    expect(read('error.retry')).toBe(t('error.retry'))
    expect(read('search.button')).toBe('Rechercher')
    expect(read('form.firstName' as DictionaryKey)).toBe('form.firstName')
  })

  it('are read by boundaries that load no message formatter (every public page loads them first)', () => {
    const formatter = path.join(root, 'src', 'i18n', 'message.ts')
    for (const boundary of ['error.tsx', 'not-found.tsx']) {
      const loaded = runtimeImports(path.join(root, 'src', 'app', '(site)', '[lang]', boundary))
      expect({ boundary, loadsFormatter: loaded.has(formatter) }).toEqual({ boundary, loadsFormatter: false })
    }
    // The walk does follow imports: the form translator does reach the formatter.
    expect(runtimeImports(path.join(root, 'src', 'i18n', 'clientTexts.ts')).has(formatter)).toBe(true)
  })
})

/**
 * The islands a list or detail page loads as soon as it is live, with nobody acting: the hearts'
 * controller and the "recently viewed" strip (both render nothing on the server, so they are wanted at
 * once) and the gallery (in view). The message formatter in any of them was the largest task of those
 * pages' load after React's own.
 */
describe('the islands a list or detail page loads at once', () => {
  const islands = ['src/shortlist/Hearts.tsx', 'src/shortlist/RecentlyViewed.tsx', 'src/properties/detail/Gallery.tsx']

  it('load no message formatter', () => {
    const formatter = path.join(root, 'src', 'i18n', 'message.ts')
    for (const island of islands) {
      const loaded = runtimeImports(path.join(root, island))
      expect({ island, loadsFormatter: loaded.has(formatter) }).toEqual({ island, loadsFormatter: false })
    }
  })

  it("take the strip's texts finished: none takes a value in any language", () => {
    expectNoValues(RECENT_TEXT_KEYS)
  })

  it("take the hearts' texts filled on the server: the bounds, and the compare bar for every count it can show", () => {
    const nl = heartsTexts(translatorFor('nl'))
    expect(nl.full).toBe('Uw lijst is vol: u kunt tot 50 panden bewaren. Verwijder er eerst een.')
    expect(nl.compareFull).toBe('U kunt tot 4 panden tegelijk vergelijken.')
    expect(nl.compareGo).toEqual(['Vergelijk 1 pand', 'Vergelijk 2 panden', 'Vergelijk 3 panden', 'Vergelijk 4 panden'])
    expect([1, 2, 4].map((count) => compareGoText(heartsTexts(translatorFor('fr')), count))).toEqual([
      'Comparer 1 bien',
      'Comparer 2 biens',
      'Comparer 4 biens',
    ])
    // Counts outside the bar's range (a list changed in another tab) read as the nearest it knows.
    expect([0, 9].map((count) => compareGoText(nl, count))).toEqual(['Vergelijk 1 pand', 'Vergelijk 4 panden'])
    // A staff override reaches the island as written.
    const overridden = heartsTexts(translatorFor('en', { 'shortlist.compareBar': 'Side by side' }))
    expect(overridden.compareBar).toBe('Side by side')
  })

  it("take the gallery's caption counted on the server, plurals in the page's language", () => {
    expect(galleryLabels(translatorFor('nl'), { photos: 12, plans: 2 }).counts).toBe('12 foto’s, 2 plannen')
    expect(galleryLabels(translatorFor('nl'), { photos: 1, plans: 0 }).counts).toBe('1 foto')
    expect(galleryLabels(translatorFor('fr'), { photos: 0, plans: 1 }).counts).toBe('1 plan')
    expect(galleryLabels(translatorFor('en'), { photos: 3, plans: 1 }).counts).toBe('3 photos, 1 floor plan')
    // Position texts keep their placeholders for the client (slideNames fills them).
    expect(galleryLabels(translatorFor('en'), { photos: 3, plans: 1 }).photoOf).toBe('Photo {index} of {total}')
  })
})
