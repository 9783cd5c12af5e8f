import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { moveHomeBannerToHeader } from '../homeBannerOnePlace'

/** Data only: the Home entry's banner moves to Header › Home banner when that one is empty. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await moveHomeBannerToHeader(payload, req)
}

/** Nothing to undo: the Home entry keeps its own (hidden) banner data. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
