/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Edited: requests spend from the per-address API budget (src/api/readBudget.ts); mutations expire their cache tags
   in the shared cache once committed (src/data/sharedCache.ts); a body Payload cannot read is a 400, not a 500
   (src/security/requestBody.ts). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withReadBudget } from '../../../../api/readBudget'
import { payloadClient } from '../../../../data/payload'
import { expiringSharedTagsAfter } from '../../../../data/sharedCache'
import { withReadableBody } from '../../../../security/requestBody'

export const POST = withReadBudget(expiringSharedTagsAfter(withReadableBody(GRAPHQL_POST(config))), payloadClient)

export const OPTIONS = REST_OPTIONS(config)
