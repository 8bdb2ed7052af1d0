import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "publicLatitude_publicLongitude_idx";
  DROP INDEX "version_publicLatitude_version_publicLongitude_idx";
  CREATE INDEX "compound_index_idx" ON "properties" USING btree ("public_latitude","public_longitude","_status","goal","property_type","listed_price","created_at");
  CREATE INDEX "compound_index_1_idx" ON "_properties_v" USING btree ("version_public_latitude","version_public_longitude","version__status","version_goal","version_property_type","version_listed_price","version_created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";
  CREATE INDEX "publicLatitude_publicLongitude_idx" ON "properties" USING btree ("public_latitude","public_longitude");
  CREATE INDEX "version_publicLatitude_version_publicLongitude_idx" ON "_properties_v" USING btree ("version_public_latitude","version_public_longitude");`)
}
