import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_roof_condition" AS ENUM('new', 'good', 'fair', 'toRenovate');
  CREATE TYPE "public"."enum__properties_v_version_roof_condition" AS ENUM('new', 'good', 'fair', 'toRenovate');
  ALTER TABLE "properties" ADD COLUMN "start_price" numeric;
  ALTER TABLE "properties" ADD COLUMN "option_price" numeric;
  ALTER TABLE "properties" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "properties" ADD COLUMN "unit_number" varchar;
  ALTER TABLE "properties" ADD COLUMN "roof_condition" "enum_properties_roof_condition";
  ALTER TABLE "_properties_v" ADD COLUMN "version_start_price" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_option_price" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "_properties_v" ADD COLUMN "version_unit_number" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_roof_condition" "enum__properties_v_version_roof_condition";
  ALTER TABLE "articles_blocks_property_carousel" ADD COLUMN "featured_only" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_property_carousel" ADD COLUMN "featured_only" boolean DEFAULT false;
  ALTER TABLE "home_blocks_property_carousel" ADD COLUMN "featured_only" boolean DEFAULT false;
  CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured");
  CREATE INDEX "_properties_v_version_version_featured_idx" ON "_properties_v" USING btree ("version_featured");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_featured_idx";
  DROP INDEX "_properties_v_version_version_featured_idx";
  ALTER TABLE "properties" DROP COLUMN "start_price";
  ALTER TABLE "properties" DROP COLUMN "option_price";
  ALTER TABLE "properties" DROP COLUMN "featured";
  ALTER TABLE "properties" DROP COLUMN "unit_number";
  ALTER TABLE "properties" DROP COLUMN "roof_condition";
  ALTER TABLE "_properties_v" DROP COLUMN "version_start_price";
  ALTER TABLE "_properties_v" DROP COLUMN "version_option_price";
  ALTER TABLE "_properties_v" DROP COLUMN "version_featured";
  ALTER TABLE "_properties_v" DROP COLUMN "version_unit_number";
  ALTER TABLE "_properties_v" DROP COLUMN "version_roof_condition";
  ALTER TABLE "articles_blocks_property_carousel" DROP COLUMN "featured_only";
  ALTER TABLE "_articles_v_blocks_property_carousel" DROP COLUMN "featured_only";
  ALTER TABLE "home_blocks_property_carousel" DROP COLUMN "featured_only";
  DROP TYPE "public"."enum_properties_roof_condition";
  DROP TYPE "public"."enum__properties_v_version_roof_condition";`)
}
