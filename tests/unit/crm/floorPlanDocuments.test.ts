import { describe, expect, it } from '@jest/globals'

import { FLOOR_PLAN_DOCUMENT_TYPES, isFloorPlanDocument } from '../../../crm/crm-format'
import { generateCrmExport, LISTINGS_WITH_PLANS } from '../../../seed/generate/crm'

describe('CRM documents typed as a floor plan', () => {
  it('accepts each plan type, trimmed and in any case, for an image file', () => {
    for (const type of FLOOR_PLAN_DOCUMENT_TYPES) {
      expect(isFloorPlanDocument({ Type: type, Url: 'plans/ground.png' })).toBe(true)
      expect(isFloorPlanDocument({ Type: `  ${type.toUpperCase()} `, Url: 'https://crm.example/files/plan.JPG?token=1' })).toBe(true)
    }
    expect(isFloorPlanDocument({ Type: 'Floor  plan', Url: 'plans/a.webp' })).toBe(true)
  })

  it('leaves every other document a download: no type, another type, a plan sent as a PDF, a value that is not text', () => {
    expect(isFloorPlanDocument({ Url: 'plans/ground.png' })).toBe(false)
    expect(isFloorPlanDocument({ Type: 'Brochure', Url: 'docs/brochure.png' })).toBe(false)
    expect(isFloorPlanDocument({ Type: 'Plan', Url: 'docs/plan.pdf' })).toBe(false)
    expect(isFloorPlanDocument({ Type: 'planning', Url: 'docs/plan.png' })).toBe(false)
    expect(isFloorPlanDocument({ Type: 7 as never, Url: 'plans/ground.png' })).toBe(false)
    expect(isFloorPlanDocument({ Type: 'Plan', Url: null as never })).toBe(false)
  })

  it('the demo export gives a few houses and apartments on offer their plans', () => {
    const crm = generateCrmExport()
    const withPlans = crm.properties.filter((p) => p.Documents?.some(isFloorPlanDocument))
    expect(withPlans).toHaveLength(LISTINGS_WITH_PLANS)
    for (const row of withPlans) {
      expect(row.language).toBe('nl')
      expect([1, 2]).toContain(row.WebID)
      expect(row.ProjectID ?? null).toBeNull()
      expect(row.Pictures?.length).toBeGreaterThan(0)
    }
  })
})
