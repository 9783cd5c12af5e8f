import { payloadClient } from '@/data/payload'
import { handleShortlistMerge, handleShortlistRead } from '@/shortlist/api'

/** The demander's saved properties in their account (src/shortlist/api.ts). */
export async function GET(request: Request) {
  return handleShortlistRead(await payloadClient(), request)
}

export async function POST(request: Request) {
  return handleShortlistMerge(await payloadClient(), request)
}
