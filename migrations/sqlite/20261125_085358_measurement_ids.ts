import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`measurement_gtm_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`measurement_ga4_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`measurement_meta_pixel_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`measurement_gtm_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`measurement_ga4_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`measurement_meta_pixel_id\`;`)
}
