import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`listed_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`properties_listed_price_idx\` ON \`properties\` (\`listed_price\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_listed_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_listed_price_idx\` ON \`_properties_v\` (\`version_listed_price\`);`)
  // The published price of existing properties (empty where it is hidden): what visitors sort by.
  await db.run(sql`UPDATE \`properties\` SET \`listed_price\` = CASE WHEN \`publish_price\` = 0 THEN NULL ELSE \`price\` END;`)
  await db.run(sql`UPDATE \`_properties_v\` SET \`version_listed_price\` = CASE WHEN \`version_publish_price\` = 0 THEN NULL ELSE \`version_price\` END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_listed_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`listed_price\`;`)
  await db.run(sql`DROP INDEX \`_properties_v_version_version_listed_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_listed_price\`;`)
}
