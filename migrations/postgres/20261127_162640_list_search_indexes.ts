import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "properties_list_price_idx" ON "properties" USING btree ("goal","_status","price","property_type","publish_price","status","listed_price","created_at","region","rooms_bedrooms","comfort_garden","comfort_terrace","comfort_garage","epc_label","zip","city","id");
  CREATE INDEX "properties_list_type_idx" ON "properties" USING btree ("goal","_status","property_type","price","publish_price","status","listed_price","created_at","region","rooms_bedrooms","comfort_garden","comfort_terrace","comfort_garage","epc_label","zip","city","id");
  CREATE INDEX "properties_list_newest_idx" ON "properties" USING btree ("goal","_status","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","property_type","publish_price","listed_price","region","rooms_bedrooms","comfort_garden","comfort_terrace","comfort_garage","epc_label","zip","city");
  CREATE INDEX "properties_list_price_desc_idx" ON "properties" USING btree ("goal","_status","status","listed_price" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price","property_type","publish_price","created_at","region","rooms_bedrooms","comfort_garden","comfort_terrace","comfort_garage","epc_label","zip","city");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "properties_list_price_idx";
  DROP INDEX "properties_list_type_idx";
  DROP INDEX "properties_list_newest_idx";
  DROP INDEX "properties_list_price_desc_idx";`)
}
