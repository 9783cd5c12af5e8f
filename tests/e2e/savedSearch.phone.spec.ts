import { test } from '@playwright/test'

import { savedSearchTests } from './helpers/savedSearch'

/** "Save this search" on a phone, in French and in English (helpers/savedSearch.ts). */
for (const locale of ['fr', 'en'] as const) test.describe(locale, () => savedSearchTests(locale))
