import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_primary_color\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_brand_brand_logo_idx\` ON \`site_settings\` (\`brand_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`hero_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_hero_image_idx\` ON \`home\` (\`hero_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agency_name\` text DEFAULT 'Immo Demo' NOT NULL,
  	\`default_language\` text DEFAULT 'nl' NOT NULL,
  	\`google_verification\` text,
  	\`facebook_verification\` text,
  	\`norton_safe_web\` text,
  	\`robots\` text,
  	\`identity_street\` text,
  	\`identity_zip\` text,
  	\`identity_city\` text,
  	\`identity_country\` text DEFAULT 'BE',
  	\`identity_phone\` text,
  	\`identity_email\` text,
  	\`identity_vat_number\` text,
  	\`identity_ipi_number\` text,
  	\`rent_appointment_minimum_monthly_income\` numeric DEFAULT 2000,
  	\`rent_appointment_maximum_persons\` numeric DEFAULT 4,
  	\`cookie_lifetime_days\` numeric DEFAULT 180 NOT NULL,
  	\`measurement_gtm_id\` text,
  	\`measurement_ga4_id\` text,
  	\`measurement_meta_pixel_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "agency_name", "default_language", "google_verification", "facebook_verification", "norton_safe_web", "robots", "identity_street", "identity_zip", "identity_city", "identity_country", "identity_phone", "identity_email", "identity_vat_number", "identity_ipi_number", "rent_appointment_minimum_monthly_income", "rent_appointment_maximum_persons", "cookie_lifetime_days", "measurement_gtm_id", "measurement_ga4_id", "measurement_meta_pixel_id", "updated_at", "created_at") SELECT "id", "agency_name", "default_language", "google_verification", "facebook_verification", "norton_safe_web", "robots", "identity_street", "identity_zip", "identity_city", "identity_country", "identity_phone", "identity_email", "identity_vat_number", "identity_ipi_number", "rent_appointment_minimum_monthly_income", "rent_appointment_maximum_persons", "cookie_lifetime_days", "measurement_gtm_id", "measurement_ga4_id", "measurement_meta_pixel_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
}
