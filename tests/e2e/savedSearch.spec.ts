import { savedSearchTests } from './helpers/savedSearch'

/** "Save this search" on a desktop, in Dutch (helpers/savedSearch.ts). */
savedSearchTests('nl')
