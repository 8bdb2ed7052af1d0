import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`publicLatitude_publicLongitude_idx\`;`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`properties\` (\`public_latitude\`,\`public_longitude\`,\`_status\`,\`goal\`,\`property_type\`,\`listed_price\`,\`created_at\`);`)
  await db.run(sql`DROP INDEX \`version_publicLatitude_version_publicLongitude_idx\`;`)
  await db.run(sql`CREATE INDEX \`compound_index_1_idx\` ON \`_properties_v\` (\`version_public_latitude\`,\`version_public_longitude\`,\`version__status\`,\`version_goal\`,\`version_property_type\`,\`version_listed_price\`,\`version_created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`CREATE INDEX \`publicLatitude_publicLongitude_idx\` ON \`properties\` (\`public_latitude\`,\`public_longitude\`);`)
  await db.run(sql`DROP INDEX \`compound_index_1_idx\`;`)
  await db.run(sql`CREATE INDEX \`version_publicLatitude_version_publicLongitude_idx\` ON \`_properties_v\` (\`version_public_latitude\`,\`version_public_longitude\`);`)
}
