import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "measurement_gtm_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "measurement_ga4_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "measurement_meta_pixel_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "measurement_gtm_id";
  ALTER TABLE "site_settings" DROP COLUMN "measurement_ga4_id";
  ALTER TABLE "site_settings" DROP COLUMN "measurement_meta_pixel_id";`)
}
