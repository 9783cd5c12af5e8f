import { listingAlertTests } from './helpers/listingAlert'

/** "Volg deze woning" on a desktop browser: one flow (helpers/listingAlert.ts). */
listingAlertTests()
