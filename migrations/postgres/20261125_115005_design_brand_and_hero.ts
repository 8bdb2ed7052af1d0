import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "brand_primary_color" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_logo_id" integer;
  ALTER TABLE "home" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_brand_logo_id_media_id_fk" FOREIGN KEY ("brand_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_brand_brand_logo_idx" ON "site_settings" USING btree ("brand_logo_id");
  CREATE INDEX "home_hero_image_idx" ON "home" USING btree ("hero_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_brand_logo_id_media_id_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_hero_image_id_media_id_fk";
  
  DROP INDEX "site_settings_brand_brand_logo_idx";
  DROP INDEX "home_hero_image_idx";
  ALTER TABLE "site_settings" DROP COLUMN "brand_primary_color";
  ALTER TABLE "site_settings" DROP COLUMN "brand_logo_id";
  ALTER TABLE "home" DROP COLUMN "hero_image_id";`)
}
