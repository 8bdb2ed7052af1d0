import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`start_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`option_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`featured\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`unit_number\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`roof_condition\` text;`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_start_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_option_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_featured\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_unit_number\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_roof_condition\` text;`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_featured_idx\` ON \`_properties_v\` (\`version_featured\`);`)
  await db.run(sql`ALTER TABLE \`articles_blocks_property_carousel\` ADD \`featured_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_property_carousel\` ADD \`featured_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`home_blocks_property_carousel\` ADD \`featured_only\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`properties_featured_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`start_price\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`option_price\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`featured\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`unit_number\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`roof_condition\`;`)
  await db.run(sql`DROP INDEX \`_properties_v_version_version_featured_idx\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_start_price\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_option_price\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_featured\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_unit_number\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_roof_condition\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_property_carousel\` DROP COLUMN \`featured_only\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_property_carousel\` DROP COLUMN \`featured_only\`;`)
  await db.run(sql`ALTER TABLE \`home_blocks_property_carousel\` DROP COLUMN \`featured_only\`;`)
}
