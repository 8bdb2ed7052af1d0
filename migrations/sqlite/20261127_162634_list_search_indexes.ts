import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`properties_list_price_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`price\`,\`property_type\`,\`publish_price\`,\`status\`,\`listed_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`,\`id\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_type_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`property_type\`,\`price\`,\`publish_price\`,\`status\`,\`listed_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`,\`id\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_newest_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`status\`,"created_at" desc,"id" desc,\`price\`,\`property_type\`,\`publish_price\`,\`listed_price\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_price_desc_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`status\`,"listed_price" desc,"id" desc,\`price\`,\`property_type\`,\`publish_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_list_price_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_list_type_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_list_newest_idx\`;`)
  await db.run(sql`DROP INDEX \`properties_list_price_desc_idx\`;`)
}
