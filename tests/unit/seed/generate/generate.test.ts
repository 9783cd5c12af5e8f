import { describe, expect, it } from '@jest/globals'

import { generateCrmExport, STANDALONE_NEW_BUILDS, summarize, WITHOUT_MUNICIPALITY } from '../../../../seed/generate/crm'
import { isStandaloneNewBuild, propertyPath } from '../../../../src/routing/listingPaths'

const crm = generateCrmExport()
const nl = crm.properties.filter((p) => p.language === 'nl')

describe('demo CRM export', () => {
  it('is the same on every run', () => {
    expect(generateCrmExport()).toEqual(crm)
  })

  it('has about 1,000 listings with unique ids between 1100 and 2818', () => {
    expect(nl).toHaveLength(1000)
    const ids = nl.map((p) => p.ID)
    expect(new Set(ids).size).toBe(ids.length)
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1100)
    expect(Math.max(...ids)).toBeLessThanOrEqual(2818)
  })

  it('is about 88 % for sale and 12 % for rent, about 15 % sold or rented', () => {
    const rent = nl.filter((p) => p.Goal === 1).length
    expect(rent / nl.length).toBeCloseTo(0.12, 2)
    const soldOrRented = nl.filter((p) => p.Marquee === 4).length / nl.length
    expect(soldOrRented).toBeGreaterThan(0.12)
    expect(soldOrRented).toBeLessThan(0.18)
  })

  it('puts about 309 and 170 listings in the two largest towns, 28 and 8 of them for rent', () => {
    const [first, second] = crm.citys
    expect([first.Name, first.PropertyCount]).toEqual(['Lommel', 309])
    expect([second.Name, second.PropertyCount]).toEqual(['Mol', 170])
    expect(crm.citysRent.find((c) => c.Name === 'Lommel')?.PropertyCount).toBe(28)
    expect(crm.citysRent.find((c) => c.Name === 'Mol')?.PropertyCount).toBe(8)
  })

  it("uses all nine property types with the spec's WebIDs and order", () => {
    const nlTypes = crm.webIDs.filter((t) => t.language === 'nl').sort((a, b) => a.ShowOrder - b.ShowOrder)
    expect(nlTypes.map((t) => [t.Name, t.WebID])).toEqual([
      ['Huis', 1],
      ['Appartement', 2],
      ['Studio', 3],
      ['Grond', 4],
      ['Opbrengsteigendom', 5],
      ['Commercieel', 6],
      ['Industrieel', 8],
      ['Kantoren', 9],
      ['Garage/Parking', 7],
    ])
    expect(new Set(nl.map((p) => p.WebID)).size).toBe(9)
  })

  it('has about 25 projects with ids 6-33 and prices between 270,000 and 499,000, each with units', () => {
    const projects = crm.projects.filter((p) => p.language === 'nl')
    expect(projects).toHaveLength(25)
    for (const project of projects) {
      expect(project.ID).toBeGreaterThanOrEqual(6)
      expect(project.ID).toBeLessThanOrEqual(33)
      expect(project.PriceMin).toBeGreaterThanOrEqual(270000)
      expect(project.PriceMax).toBeLessThanOrEqual(499000)
      expect(nl.some((p) => p.ProjectID === project.ID)).toBe(true)
    }
  })

  it('gives every apartment of a project its floor, which the importer maps and the price list shows', () => {
    const flats = nl.filter((p) => p.ProjectID && p.WebID === 2)
    expect(flats.length).toBeGreaterThan(0)
    for (const flat of flats) expect(flat.Floors).toBeGreaterThanOrEqual(1)
  })

  it('leaves coming-soon listings (Marquee 15) without pictures and varies the publish flags', () => {
    const comingSoon = nl.filter((p) => p.Marquee === 15)
    expect(comingSoon.length).toBeGreaterThan(0)
    for (const p of comingSoon) expect([p.SmallPictureItem, p.Pictures?.length]).toEqual([null, 0])
    expect(nl.some((p) => p.PublishPrice === false)).toBe(true)
    expect(nl.some((p) => p.PublishAddress === false)).toBe(true)
    expect(nl.some((p) => p.PriceUnit === 7)).toBe(true)
  })

  it('translates about 95 % of the listings into French and English, never German', () => {
    const summary = summarize(crm)
    expect(summary.withFrench / nl.length).toBeGreaterThan(0.9)
    expect(crm.properties.some((p) => p.language === 'de')).toBe(false)
  })

  it("has standalone new builds and listings without a municipality, with the spec's path shapes", () => {
    const nlSections = { forSale: '/nl/te-koop/', forRent: '/nl/te-huur/', newBuild: '/nl/nieuwbouw/', projects: '/nl/projecten/' }
    const pathOf = (p: (typeof nl)[number]) =>
      propertyPath(nlSections, {
        externalId: p.ID,
        title: p.TypeDescription,
        city: p.City,
        goal: p.Goal === 1 ? 'rent' : 'sale',
        mainTypeName: p.MainTypeName,
        project: p.ProjectID ? { externalId: p.ProjectID, title: 'Project' } : null,
      })
    const newBuilds = nl.filter((p) =>
      isStandaloneNewBuild({ mainTypeName: p.MainTypeName, project: p.ProjectID ? { externalId: p.ProjectID, title: '' } : null }),
    )
    expect(newBuilds).toHaveLength(STANDALONE_NEW_BUILDS)
    const townless = nl.filter((p) => !p.City)
    expect(townless).toHaveLength(WITHOUT_MUNICIPALITY)
    // Neither kind is sold, so both are on the site's lists; none is a project unit.
    for (const p of [...newBuilds, ...townless]) expect([p.ID, p.Marquee === 4, Boolean(p.ProjectID)]).toEqual([p.ID, false, false])
    const paths = [...new Set([...newBuilds, ...townless])].map(pathOf)
    expect(paths.filter((path) => /^\/nl\/nieuwbouw\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/.test(path))).toHaveLength(STANDALONE_NEW_BUILDS - 1)
    expect(paths.filter((path) => /^\/nl\/nieuwbouw\/[a-z0-9-]+\/\d+\/$/.test(path))).toHaveLength(1)
    expect(paths.filter((path) => /^\/nl\/te-(koop|huur)\/[a-z0-9-]+\/\d+\/$/.test(path))).toHaveLength(WITHOUT_MUNICIPALITY - 1)
    // A town without its listing is not a town of the city lists.
    expect(crm.citys.every((c) => c.Name)).toBe(true)
  })

  // npm run seed -- --properties=N must work at every size (issue 38): 300 crashed while marking the
  // townless listings, 150 and 1,000 did not. Sizes on either side of the default, the bench's 10,000 too.
  it.each([1, 40, 300, 301, 777, 2_500, 10_000])('is generated whole with --properties=%i', (size) => {
    const export_ = generateCrmExport({ properties: size })
    const rows = export_.properties.filter((p) => p.language === 'nl')
    expect(rows).toHaveLength(size)
    expect(new Set(rows.map((p) => p.ID)).size).toBe(size)
    // Every row keeps its town or is one of the few townless ones, never a half-written row.
    expect(rows.filter((p) => !p.City).length).toBeLessThanOrEqual(WITHOUT_MUNICIPALITY)
  })
})
