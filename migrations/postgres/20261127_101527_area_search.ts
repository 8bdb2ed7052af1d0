import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "public_latitude" numeric;
  ALTER TABLE "properties" ADD COLUMN "public_longitude" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_public_latitude" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_public_longitude" numeric;
  CREATE INDEX "publicLatitude_publicLongitude_idx" ON "properties" USING btree ("public_latitude","public_longitude");
  CREATE INDEX "version_publicLatitude_version_publicLongitude_idx" ON "_properties_v" USING btree ("version_public_latitude","version_public_longitude");`)
  // Written by hand: the public position of the existing rows (derivePublicPosition keeps it).
  await db.execute(sql`
   UPDATE "properties" SET "public_latitude" = CASE WHEN "publish_address" = false THEN round("latitude", 2) ELSE "latitude" END, "public_longitude" = CASE WHEN "publish_address" = false THEN round("longitude", 2) ELSE "longitude" END;
  UPDATE "_properties_v" SET "version_public_latitude" = CASE WHEN "version_publish_address" = false THEN round("version_latitude", 2) ELSE "version_latitude" END, "version_public_longitude" = CASE WHEN "version_publish_address" = false THEN round("version_longitude", 2) ELSE "version_longitude" END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "publicLatitude_publicLongitude_idx";
  DROP INDEX "version_publicLatitude_version_publicLongitude_idx";
  ALTER TABLE "properties" DROP COLUMN "public_latitude";
  ALTER TABLE "properties" DROP COLUMN "public_longitude";
  ALTER TABLE "_properties_v" DROP COLUMN "version_public_latitude";
  ALTER TABLE "_properties_v" DROP COLUMN "version_public_longitude";`)
}
