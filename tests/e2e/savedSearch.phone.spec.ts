import { savedSearchTests } from './helpers/savedSearch'

/** "Save this search" on a phone, in French (helpers/savedSearch.ts). */
savedSearchTests('fr')
