import { describe, expect, it } from '@jest/globals'

import { isStandaloneNewBuild, parseListingPath, projectPath, propertyPath } from '../../../src/routing/listingPaths'

const nl = { forSale: '/nl/te-koop/', forRent: '/nl/te-huur/', newBuild: '/nl/nieuwbouw/', projects: '/nl/projecten/' }

describe('listing paths (spec "Detail pages")', () => {
  it('puts a sale listing under te-koop with municipality, slug and id', () => {
    expect(
      propertyPath(nl, { externalId: 2101, title: 'Ruime woning met tuin', slug: 'ruime-woning-met-tuin', city: 'Lommel', goal: 'sale' }),
    ).toBe('/nl/te-koop/lommel/ruime-woning-met-tuin/2101/')
  })

  it('puts a rental under te-huur and leaves out a missing municipality', () => {
    expect(propertyPath(nl, { externalId: 7, title: 'Studio', city: '', goal: 'rent' })).toBe('/nl/te-huur/studio/7/')
  })

  it('slugs the municipality and cuts long titles at about 70 characters', () => {
    const path = propertyPath(nl, {
      externalId: 9,
      title: 'Zeer ruime en energiezuinige gezinswoning met dubbele garage, tuin en zonnepanelen',
      city: 'Heusden-Zolder',
      goal: 'sale',
    })
    const slug = path.split('/')[4]
    expect(path.startsWith('/nl/te-koop/heusden-zolder/')).toBe(true)
    expect(slug.length).toBeLessThanOrEqual(70)
  })

  it('puts a standalone new build under nieuwbouw, with or without municipality', () => {
    expect(
      propertyPath(nl, {
        externalId: 1500,
        title: 'Nieuwbouwwoning met tuin',
        city: 'Balen',
        goal: 'sale',
        mainTypeName: 'Nieuwbouw woning',
      }),
    ).toBe('/nl/nieuwbouw/balen/nieuwbouwwoning-met-tuin/1500/')
    expect(
      propertyPath(nl, { externalId: 1501, title: 'Nieuwbouwwoning', city: null, goal: 'sale', mainTypeName: 'Nieuwbouw woning' }),
    ).toBe('/nl/nieuwbouw/nieuwbouwwoning/1501/')
    const fr = { forSale: '/fr/a-vendre/', forRent: '/fr/a-louer/', newBuild: '/fr/construction-neuve/', projects: '/fr/projets/' }
    expect(
      propertyPath(fr, { externalId: 1500, title: 'Maison neuve', city: 'Balen', goal: 'sale', mainTypeName: 'Nieuwbouw woning' }),
    ).toBe('/fr/construction-neuve/balen/maison-neuve/1500/')
  })

  it('counts as a standalone new build only a "Nieuwbouw" main type outside a project', () => {
    expect(isStandaloneNewBuild({ mainTypeName: 'Nieuwbouw woning', project: null })).toBe(true)
    expect(isStandaloneNewBuild({ mainTypeName: 'Nieuwbouw woning', project: { externalId: 21, title: 'De Linde' } })).toBe(false)
    for (const mainTypeName of ['Huis', 'Appartement', 'Projectgrond', '', null, undefined, 'Woning nieuwbouwstijl']) {
      expect([mainTypeName, isStandaloneNewBuild({ mainTypeName, project: null })]).toEqual([mainTypeName, false])
    }
    // A unit of a project keeps its project path even when typed as a new build.
    const project = { externalId: 21, title: 'Residentie De Linde', slug: 'residentie-de-linde', city: 'Mol' }
    expect(propertyPath(nl, { externalId: 2500, title: 'Woning 3', goal: 'sale', mainTypeName: 'Nieuwbouw woning', project })).toBe(
      '/nl/projecten/mol/residentie-de-linde/21/woning-3/2500/',
    )
  })

  it('nests a project unit under its project', () => {
    const project = { externalId: 21, title: 'Residentie De Linde', slug: 'residentie-de-linde', city: 'Mol' }
    expect(projectPath(nl, project)).toBe('/nl/projecten/mol/residentie-de-linde/21/')
    expect(propertyPath(nl, { externalId: 2500, title: 'Appartement 1.02', goal: 'sale', project })).toBe(
      '/nl/projecten/mol/residentie-de-linde/21/appartement-1-02/2500/',
    )
  })
})

describe('parseListingPath', () => {
  it('finds the property id under the sale, rent and new-build sections, with or without municipality', () => {
    expect(parseListingPath('/nl/te-koop/lommel/ruime-woning/2101/', nl)).toEqual({ kind: 'property', id: 2101 })
    expect(parseListingPath('/nl/te-huur/studio/7/', nl)).toEqual({ kind: 'property', id: 7 })
    expect(parseListingPath('/nl/nieuwbouw/mol/app/1500/', nl)).toEqual({ kind: 'property', id: 1500 })
  })

  it('tells projects from project units', () => {
    expect(parseListingPath('/nl/projecten/mol/residentie-de-linde/21/', nl)).toEqual({ kind: 'project', id: 21 })
    expect(parseListingPath('/nl/projecten/residentie-de-linde/21/', nl)).toEqual({ kind: 'project', id: 21 })
    expect(parseListingPath('/nl/projecten/mol/residentie-de-linde/21/appartement-1-02/2500/', nl)).toEqual({ kind: 'property', id: 2500 })
  })

  it('ignores list pages, other sections and paths without an id', () => {
    expect(parseListingPath('/nl/te-koop/', nl)).toBeNull()
    expect(parseListingPath('/nl/te-koop/lommel/', nl)).toBeNull()
    expect(parseListingPath('/nl/blog/12/', nl)).toBeNull()
    expect(parseListingPath('/nl/te-koop/a/b/c/12/', nl)).toBeNull()
  })
})
