import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_company_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_insurer\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_insurance_policy_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`map_tile_style\` text DEFAULT 'none' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`map_custom_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`map_custom_attribution\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_company_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_insurer\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_insurance_policy_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`map_tile_style\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`map_custom_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`map_custom_attribution\`;`)
}
