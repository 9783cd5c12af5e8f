import { describe, expect, it } from '@jest/globals'

import { moduleBlocks } from '../../../../blocks'
import { VideoEmbed } from '../../../../blocks/VideoEmbed/config'
import { Modules } from '../../../../collections/Modules'
import {
  adminTextProblem,
  adminTextProblems,
  labelsInEachLanguage,
  same,
  type WalkedConfig,
  type WalkedField,
} from '../../../../src/i18n/admin/adminText'

/**
 * The rule that every text staff see in the admin is a { en, nl, fr } record (src/i18n/admin/adminText.ts).
 * The whole built config is walked in tests/int/adminLanguages.int.ts (loading it needs native ES
 * modules); here the rule itself, and the configs a unit test can load.
 */
const probe = (fields: WalkedField[]): WalkedConfig => ({
  collections: [{ slug: 'probe', labels: { singular: same('Probe'), plural: same('Probes') }, fields }],
})

describe('admin texts in en, nl and fr (src/i18n/admin/adminText.ts)', () => {
  it('accepts a record of the three languages, Payload’s own translated function and no text at all', () => {
    expect(adminTextProblem({ en: 'Price', nl: 'Prijs', fr: 'Prix' }, true)).toBeNull()
    expect(adminTextProblem(() => 'Created at', true)).toBeNull()
    expect(adminTextProblem(false, true)).toBeNull()
    expect(adminTextProblem(undefined, false)).toBeNull()
  })

  it('refuses a plain string, a record lacking a language or an empty one, and a missing required text', () => {
    expect(adminTextProblem('Price', false)).toBe('"Price"')
    expect(adminTextProblem({ en: 'Price', nl: 'Prijs' }, true)).toBe('lacks fr')
    expect(adminTextProblem({ en: 'Price', nl: ' ', fr: 'Prix' }, true)).toBe('lacks nl')
    expect(adminTextProblem(undefined, true)).toBe('missing')
  })

  it('walks tabs, rows, groups, arrays, blocks and options, and skips hidden fields', () => {
    const problems = adminTextProblems({
      collections: [
        {
          slug: 'probe',
          labels: { singular: { en: 'Probe', nl: 'Test', fr: 'Essai' }, plural: 'Probes' },
          admin: { group: { en: 'Site', nl: 'Site' } },
          fields: [
            { name: 'price', type: 'number', label: 'Price' },
            { name: 'zip', type: 'text' },
            {
              type: 'tabs',
              tabs: [
                {
                  label: { en: 'General', nl: 'Algemeen', fr: 'Général' },
                  description: 'Shown above the tab',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'goal',
                          type: 'select',
                          label: { en: 'Goal', nl: 'Doel', fr: 'Objectif' },
                          options: [{ label: 'Sale', value: 'sale' }, 'rent'],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              name: 'videos',
              type: 'array',
              label: same('Videos'),
              labels: { singular: same('Video'), plural: 'Videos' },
              fields: [{ name: 'url', type: 'text', label: same('URL'), admin: { description: { en: 'Link', nl: 'Link' } } }],
            },
            {
              name: 'content',
              type: 'blocks',
              label: same('Content'),
              blocks: [{ slug: 'contact', labels: { singular: 'Contact', plural: same('Contact') }, fields: [] }],
            },
            { name: 'secret', type: 'text', label: 'Hidden', admin: { hidden: true } },
            { name: 'createdAt', type: 'date', label: () => 'Created at' },
          ],
        },
      ],
      globals: [{ slug: 'bar', fields: [] }],
    })
    expect(problems).toEqual([
      'probe labels.plural: "Probes"',
      'probe admin.group: lacks fr',
      'probe price label: "Price"',
      'probe zip label: missing',
      'probe [tab General] description: "Shown above the tab"',
      'probe [tab General] goal option sale: "Sale"',
      'probe [tab General] goal option rent: "rent"',
      'probe videos labels.plural: "Videos"',
      'probe videos url description: lacks fr',
      'probe content block contact labels.singular: "Contact"',
      'bar label: missing',
    ])
  })

  it('finds every text of the modules, their blocks and the editor’s video block in the three languages', () => {
    expect(adminTextProblems({ collections: [Modules as never] })).toEqual([])
    const blocks = [...moduleBlocks, VideoEmbed]
    expect(adminTextProblems(probe([{ name: 'blocks', type: 'blocks', label: same('Blocks'), blocks: blocks as never }]))).toEqual([])
  })
})

describe('collection labels in each language (issue 36.8)', () => {
  const collection = {
    slug: 'emails',
    labels: { singular: { en: 'E-mail', nl: 'E-mail', fr: 'E-mail' }, plural: { en: 'Pages', nl: "Pagina's", fr: 'Pages' } },
    fields: [],
  }
  it('turns the label records into functions Payload resolves in the reader’s language, English for others', () => {
    const { labels } = labelsInEachLanguage(collection) as unknown as {
      labels: Record<string, (a: { i18n: { language: string } }) => string>
    }
    expect(labels.plural({ i18n: { language: 'nl' } })).toBe("Pagina's")
    expect(labels.plural({ i18n: { language: 'fr' } })).toBe('Pages')
    expect(labels.plural({ i18n: { language: 'de' } })).toBe('Pages')
  })
  it('keeps them checked: a function of ours is judged by its record', () => {
    expect(adminTextProblems({ collections: [labelsInEachLanguage(collection) as never] })).toEqual([])
    const lacking = { ...collection, labels: { ...collection.labels, plural: { en: 'Pages', nl: '', fr: 'Pages' } } }
    expect(adminTextProblems({ collections: [labelsInEachLanguage(lacking) as never] })).toEqual(['emails labels.plural: lacks nl'])
    expect(adminTextProblem(labelsInEachLanguage(collection).labels.singular, true)).toBeNull()
  })
})
