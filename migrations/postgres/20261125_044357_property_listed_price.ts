import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "listed_price" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_listed_price" numeric;
  CREATE INDEX "properties_listed_price_idx" ON "properties" USING btree ("listed_price");
  CREATE INDEX "_properties_v_version_version_listed_price_idx" ON "_properties_v" USING btree ("version_listed_price");
  UPDATE "properties" SET "listed_price" = CASE WHEN "publish_price" = false THEN NULL ELSE "price" END;
  UPDATE "_properties_v" SET "version_listed_price" = CASE WHEN "version_publish_price" = false THEN NULL ELSE "version_price" END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_listed_price_idx";
  DROP INDEX "_properties_v_version_version_listed_price_idx";
  ALTER TABLE "properties" DROP COLUMN "listed_price";
  ALTER TABLE "_properties_v" DROP COLUMN "version_listed_price";`)
}
