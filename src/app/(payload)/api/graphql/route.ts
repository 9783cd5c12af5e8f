/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Edited: requests spend from the per-address API budget (src/api/readBudget.ts). */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withReadBudget } from '../../../../api/readBudget'
import { payloadClient } from '../../../../data/payload'

export const POST = withReadBudget(GRAPHQL_POST(config), payloadClient)

export const OPTIONS = REST_OPTIONS(config)
