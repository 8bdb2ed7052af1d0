import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "request_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_counters_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "measurement_gtm_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "measurement_ga4_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "measurement_meta_pixel_id" varchar;
  CREATE UNIQUE INDEX "request_counters_key_idx" ON "request_counters" USING btree ("key");
  CREATE INDEX "request_counters_expires_at_idx" ON "request_counters" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_counters_fk" FOREIGN KEY ("request_counters_id") REFERENCES "public"."request_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_request_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("request_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "request_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "request_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_request_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_counters_id";
  ALTER TABLE "site_settings" DROP COLUMN "measurement_gtm_id";
  ALTER TABLE "site_settings" DROP COLUMN "measurement_ga4_id";
  ALTER TABLE "site_settings" DROP COLUMN "measurement_meta_pixel_id";`)
}
