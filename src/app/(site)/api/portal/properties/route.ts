import { withReadBudget } from '@/api/readBudget'
import { payloadClient } from '@/data/payload'
import { handleProperties } from '@/portal/api'

/** The logged-in owner's properties (src/portal/api.ts). */
export const GET = withReadBudget(properties, payloadClient)

async function properties(request: Request) {
  return handleProperties(await payloadClient(), request)
}
