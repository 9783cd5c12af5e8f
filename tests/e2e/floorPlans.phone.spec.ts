import { floorPlanTests, legalFactsTests } from './helpers/floorPlans'

/** Floor plans on the detail page and in the gallery, and the legal notices in the footer and on legal pages, on a phone (helpers/floorPlans.ts). */
floorPlanTests()
legalFactsTests()
