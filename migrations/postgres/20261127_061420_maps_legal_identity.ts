import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_map_tile_style" AS ENUM('none', 'openfreemap-liberty', 'osm-raster', 'custom');
  ALTER TABLE "site_settings" ADD COLUMN "identity_company_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_insurer" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_insurance_policy_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "map_tile_style" "enum_site_settings_map_tile_style" DEFAULT 'none' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "map_custom_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "map_custom_attribution" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "identity_company_number";
  ALTER TABLE "site_settings" DROP COLUMN "identity_insurer";
  ALTER TABLE "site_settings" DROP COLUMN "identity_insurance_policy_number";
  ALTER TABLE "site_settings" DROP COLUMN "map_tile_style";
  ALTER TABLE "site_settings" DROP COLUMN "map_custom_url";
  ALTER TABLE "site_settings" DROP COLUMN "map_custom_attribution";
  DROP TYPE "public"."enum_site_settings_map_tile_style";`)
}
