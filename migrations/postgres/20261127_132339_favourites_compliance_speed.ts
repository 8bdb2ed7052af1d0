import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_favourite_lists_state" AS ENUM('pending', 'active', 'stopped');
  CREATE TYPE "public"."enum_favourite_lists_locale" AS ENUM('nl', 'fr', 'en', 'de');
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'favourites-link';
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'favourite-alert';
  ALTER TYPE "public"."enum_mail_outbox_status" ADD VALUE 'failed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'matchFavourites';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'matchFavourites';
  CREATE TABLE "favourite_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_favourite_lists_state" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_favourite_lists_locale" DEFAULT 'nl' NOT NULL,
  	"alerts" boolean DEFAULT true,
  	"token" varchar,
  	"origin" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"synced_at" timestamp(3) with time zone,
  	"stopped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favourite_lists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  DROP INDEX "publicLatitude_publicLongitude_idx";
  DROP INDEX "version_publicLatitude_version_publicLongitude_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourite_lists_id" integer;
  ALTER TABLE "favourite_lists_rels" ADD CONSTRAINT "favourite_lists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favourite_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favourite_lists_rels" ADD CONSTRAINT "favourite_lists_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "favourite_lists_email_idx" ON "favourite_lists" USING btree ("email");
  CREATE INDEX "favourite_lists_status_idx" ON "favourite_lists" USING btree ("status");
  CREATE INDEX "favourite_lists_alerts_idx" ON "favourite_lists" USING btree ("alerts");
  CREATE UNIQUE INDEX "favourite_lists_token_idx" ON "favourite_lists" USING btree ("token");
  CREATE INDEX "favourite_lists_stopped_at_idx" ON "favourite_lists" USING btree ("stopped_at");
  CREATE INDEX "favourite_lists_updated_at_idx" ON "favourite_lists" USING btree ("updated_at");
  CREATE INDEX "favourite_lists_created_at_idx" ON "favourite_lists" USING btree ("created_at");
  CREATE INDEX "favourite_lists_rels_order_idx" ON "favourite_lists_rels" USING btree ("order");
  CREATE INDEX "favourite_lists_rels_parent_idx" ON "favourite_lists_rels" USING btree ("parent_id");
  CREATE INDEX "favourite_lists_rels_path_idx" ON "favourite_lists_rels" USING btree ("path");
  CREATE INDEX "favourite_lists_rels_properties_id_idx" ON "favourite_lists_rels" USING btree ("properties_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourite_lists_fk" FOREIGN KEY ("favourite_lists_id") REFERENCES "public"."favourite_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "compound_index_idx" ON "properties" USING btree ("public_latitude","public_longitude","_status","goal","property_type","listed_price","created_at");
  CREATE INDEX "compound_index_1_idx" ON "_properties_v" USING btree ("version_public_latitude","version_public_longitude","version__status","version_goal","version_property_type","version_listed_price","version_created_at");
  CREATE INDEX "payload_locked_documents_rels_favourite_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("favourite_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favourite_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourite_lists_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favourite_lists" CASCADE;
  DROP TABLE "favourite_lists_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourite_lists_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE text;
  UPDATE "mail_outbox" SET "purpose" = 'alert' WHERE "purpose" IN ('favourites-link', 'favourite-alert');
  DROP TYPE "public"."enum_mail_outbox_purpose";
  CREATE TYPE "public"."enum_mail_outbox_purpose" AS ENUM('notification', 'confirmation', 'friend', 'newsletter-confirm', 'owner-login', 'owner-reset', 'owner-invite', 'alert-confirm', 'alert', 'alert-digest');
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_outbox_purpose" USING "purpose"::"public"."enum_mail_outbox_purpose";
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "mail_outbox" SET "status" = 'queued' WHERE "status" = 'failed';
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_mail_outbox_status";
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sent');
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_mail_outbox_status";
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_outbox_status" USING "status"::"public"."enum_mail_outbox_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits', 'matchSavedSearches', 'sendAlertDigests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";
  DROP INDEX "payload_locked_documents_rels_favourite_lists_id_idx";
  CREATE INDEX "publicLatitude_publicLongitude_idx" ON "properties" USING btree ("public_latitude","public_longitude");
  CREATE INDEX "version_publicLatitude_version_publicLongitude_idx" ON "_properties_v" USING btree ("version_public_latitude","version_public_longitude");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourite_lists_id";
  DROP TYPE "public"."enum_favourite_lists_state";
  DROP TYPE "public"."enum_favourite_lists_locale";`)
}
