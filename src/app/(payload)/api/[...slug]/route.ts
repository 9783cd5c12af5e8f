/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Edited: reads spend from the per-address API budget (src/api/readBudget.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withReadBudget } from '../../../../api/readBudget'
import { payloadClient } from '../../../../data/payload'

export const GET = withReadBudget(REST_GET(config), payloadClient)
export const POST = withReadBudget(REST_POST(config), payloadClient)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
