import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Data only (issue 36, point 5): a testimonial's moderation follows its one status, so a post not approved
 * (pending or rejected) is a draft, as a new one is stored. It was published-but-pending; the site never
 * showed it, and shows nothing else now. The document's row and its latest version both.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`testimonials\` SET \`_status\` = 'draft' WHERE \`status\` <> 'published' AND \`_status\` = 'published';`)
  await db.run(
    sql`UPDATE \`_testimonials_v\` SET \`version__status\` = 'draft' WHERE \`latest\` = 1 AND \`version_status\` <> 'published' AND \`version__status\` = 'published';`,
  )
}

/** Nothing to undo: a draft pending post reads as before to the site (not shown). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
