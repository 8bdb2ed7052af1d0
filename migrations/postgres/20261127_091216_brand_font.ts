import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_brand_font" AS ENUM('system', 'inter', 'source-sans', 'montserrat', 'lora');
  ALTER TABLE "site_settings" ADD COLUMN "brand_font" "enum_site_settings_brand_font" DEFAULT 'system' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "brand_font";
  DROP TYPE "public"."enum_site_settings_brand_font";`)
}
