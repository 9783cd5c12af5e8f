import { estimateTests } from './helpers/estimate'

/** The owner's instant estimate and the valuation request on a phone (helpers/estimate.ts). */
estimateTests({ width: 390 })
