import { purchaseCostsTests } from './helpers/purchaseCosts'

/** The cost of buying and the EPC on a sale's detail page, on a desktop (helpers/purchaseCosts.ts). */
purchaseCostsTests({ width: 1280 })
