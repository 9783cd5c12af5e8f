import { describe, expect, it } from '@jest/globals'

import { generateCrmExport, summarize } from '../../seed/generate/crm'

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

  it('uses all nine property types with the spec\'s WebIDs and order', () => {
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
})
