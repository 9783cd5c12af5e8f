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
import { withoutMissingVersions } from '@/security/versionsRoute'

// Anonymous reads spend the address's budget (issue 13.5); versions that are off are a 404, not a 500 (13.14).
export const GET = withReadBudget(withoutMissingVersions(config, REST_GET(config)), payloadClient)
export const POST = withReadBudget(withoutMissingVersions(config, REST_POST(config)), payloadClient)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
