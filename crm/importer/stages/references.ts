import type { References } from '../map'
import type { MediaIndex } from '../media'
import type { ImportRun } from '../run'
import type { Id } from '../upsert'

/**
 * Stage 4: what the listings point at. Advisors and owners exist before an import (they are accounts,
 * not CRM data); projects are added as stage 5 writes them.
 */
export async function readReferences({ payload }: ImportRun, typeIdByWebId: Map<number, Id>, media: MediaIndex): Promise<References> {
  const [advisors, owners] = await Promise.all([
    payload.find({ collection: 'advisors', pagination: false, depth: 0, select: { email: true } }),
    payload.find({ collection: 'owners', pagination: false, depth: 0, select: { email: true } }),
  ])
  return {
    typeIdByWebId,
    projectIdByExternalId: new Map(),
    advisorIdByEmail: new Map(advisors.docs.map((d) => [String(d.email).toLowerCase(), d.id])),
    ownerIdByEmail: new Map(owners.docs.map((d) => [String(d.email).toLowerCase(), d.id])),
    mediaIdByPictureId: media.byPictureId,
    mediaIdByUrl: media.byUrl,
  }
}
