import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmScheduledSyncs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmScheduledSyncs';
  CREATE TABLE "crm_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"connection_id" integer NOT NULL,
  	"external_id" varchar NOT NULL,
  	"event" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "crm_connections" ADD COLUMN "webhook_secret" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_events_id" integer;
  ALTER TABLE "crm_events" ADD CONSTRAINT "crm_events_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "crm_events_key_idx" ON "crm_events" USING btree ("key");
  CREATE INDEX "crm_events_connection_idx" ON "crm_events" USING btree ("connection_id");
  CREATE INDEX "crm_events_updated_at_idx" ON "crm_events" USING btree ("updated_at");
  CREATE INDEX "crm_events_created_at_idx" ON "crm_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_events_fk" FOREIGN KEY ("crm_events_id") REFERENCES "public"."crm_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_events_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests', 'matchFavourites');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests', 'matchFavourites');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_crm_events_id_idx";
  ALTER TABLE "crm_connections" DROP COLUMN "webhook_secret";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_events_id";`)
}
