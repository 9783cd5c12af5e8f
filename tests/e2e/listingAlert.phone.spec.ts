import { listingAlertTests } from './helpers/listingAlert'

/** "Volg deze woning" on a phone: one flow (helpers/listingAlert.ts). */
listingAlertTests()
