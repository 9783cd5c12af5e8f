import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillMissingMentions } from '../missingMentionsBackfill'

/** Issue 32 point 6: what each listing's adverts lack, for the admin's column and "mentions missing" filter; existing listings backfilled. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_missing_mentions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_missing_mentions_order_idx\` ON \`properties_missing_mentions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_missing_mentions_parent_idx\` ON \`properties_missing_mentions\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_missing_mentions_value_idx\` ON \`properties_missing_mentions\` (\`value\`);`)
  await backfillMissingMentions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_missing_mentions\`;`)
}
