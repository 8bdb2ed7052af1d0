import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_leads_lead_status" AS ENUM('queued', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmSendLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmSendLead';
  CREATE TABLE "crm_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"submission_id" integer NOT NULL,
  	"connection_id" integer NOT NULL,
  	"external_id" varchar NOT NULL,
  	"status" "enum_crm_leads_lead_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"lead" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_leads_id" integer;
  ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_leads" ADD CONSTRAINT "crm_leads_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "crm_leads_key_idx" ON "crm_leads" USING btree ("key");
  CREATE INDEX "crm_leads_submission_idx" ON "crm_leads" USING btree ("submission_id");
  CREATE INDEX "crm_leads_connection_idx" ON "crm_leads" USING btree ("connection_id");
  CREATE INDEX "crm_leads_updated_at_idx" ON "crm_leads" USING btree ("updated_at");
  CREATE INDEX "crm_leads_created_at_idx" ON "crm_leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_leads_fk" FOREIGN KEY ("crm_leads_id") REFERENCES "public"."crm_leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crm_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_leads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests', 'matchFavourites', 'crmScheduledSyncs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests', 'matchFavourites', 'crmScheduledSyncs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_crm_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_leads_id";
  DROP TYPE "public"."enum_crm_leads_lead_status";`)
}
