import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`public_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`public_longitude\` numeric;`)
  await db.run(sql`CREATE INDEX \`publicLatitude_publicLongitude_idx\` ON \`properties\` (\`public_latitude\`,\`public_longitude\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_public_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_public_longitude\` numeric;`)
  await db.run(sql`CREATE INDEX \`version_publicLatitude_version_publicLongitude_idx\` ON \`_properties_v\` (\`version_public_latitude\`,\`version_public_longitude\`);`)
  // Written by hand: the public position of the existing rows (derivePublicPosition keeps it).
  await db.run(sql`UPDATE \`properties\` SET \`public_latitude\` = CASE WHEN \`publish_address\` = 0 THEN ROUND(\`latitude\`, 2) ELSE \`latitude\` END, \`public_longitude\` = CASE WHEN \`publish_address\` = 0 THEN ROUND(\`longitude\`, 2) ELSE \`longitude\` END;`)
  await db.run(sql`UPDATE \`_properties_v\` SET \`version_public_latitude\` = CASE WHEN \`version_publish_address\` = 0 THEN ROUND(\`version_latitude\`, 2) ELSE \`version_latitude\` END, \`version_public_longitude\` = CASE WHEN \`version_publish_address\` = 0 THEN ROUND(\`version_longitude\`, 2) ELSE \`version_longitude\` END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`publicLatitude_publicLongitude_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`public_latitude\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`public_longitude\`;`)
  await db.run(sql`DROP INDEX \`version_publicLatitude_version_publicLongitude_idx\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_public_latitude\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_public_longitude\`;`)
}
