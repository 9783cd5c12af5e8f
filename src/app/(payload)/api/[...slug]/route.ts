/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Edited: reads spend from the per-address API budget (src/api/readBudget.ts); an unreadable where is a 400;
   writes expire their cache tags in the shared cache once committed (src/data/sharedCache.ts);
   HEAD answers what GET answers, without the body (src/api/headAsGet.ts); a body Payload cannot read is a 400
   (src/security/requestBody.ts); payload-migrations is a 404 (src/security/versionsRoute.ts). */
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

import { headAsGet } from '../../../../api/headAsGet'
import { withReadBudget } from '../../../../api/readBudget'
import { payloadClient } from '../../../../data/payload'
import { expiringSharedTagsAfter } from '../../../../data/sharedCache'
import { withoutClosedCollections, withoutMissingVersions } from '@/security/versionsRoute'
import { withReadableBody } from '@/security/requestBody'
import { withReadableWhere } from '@/security/whereParam'

// Anonymous reads spend the address's budget (issue 13.5); versions that are off are a 404 and an
// unreadable where a 400, not a 500 (13.14).
export const GET = withoutClosedCollections(
  withReadBudget(withReadableWhere(withoutMissingVersions(config, REST_GET(config))), payloadClient),
)
export const HEAD = headAsGet(GET)
export const POST = withoutClosedCollections(
  withReadBudget(expiringSharedTagsAfter(withReadableWhere(withReadableBody(withoutMissingVersions(config, REST_POST(config))))), payloadClient),
)
// payload-migrations is a 404 on every method (src/security/versionsRoute.ts, issue 33.8).
export const DELETE = withoutClosedCollections(expiringSharedTagsAfter(withReadableWhere(REST_DELETE(config))))
export const PATCH = withoutClosedCollections(expiringSharedTagsAfter(withReadableWhere(withReadableBody(REST_PATCH(config)))))
export const PUT = withoutClosedCollections(expiringSharedTagsAfter(withReadableWhere(withReadableBody(REST_PUT(config)))))
export const OPTIONS = withoutClosedCollections(REST_OPTIONS(config))
