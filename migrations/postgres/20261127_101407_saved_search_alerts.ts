import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_types" AS ENUM('house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex', 'studio', 'studentRoom', 'land', 'commercial', 'office', 'industrial', 'investment', 'garage', 'parking', 'other');
  CREATE TYPE "public"."enum_saved_searches_state" AS ENUM('pending', 'active', 'paused', 'stopped');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_saved_searches_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_saved_searches_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_saved_search_alerts_event" AS ENUM('new', 'priceDrop', 'available');
  CREATE TYPE "public"."enum_saved_search_alerts_state" AS ENUM('waiting', 'mailed', 'dropped');
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'alert-confirm';
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'alert';
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'alert-digest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'matchSavedSearches';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'matchSavedSearches';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlertDigests';
  CREATE TABLE "saved_searches_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_saved_searches_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"status" "enum_saved_searches_state" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"locale" "enum_saved_searches_locale" DEFAULT 'nl' NOT NULL,
  	"goal" "enum_saved_searches_goal" NOT NULL,
  	"area" varchar,
  	"min_price" numeric,
  	"max_price" numeric,
  	"min_bedrooms" numeric,
  	"max_bedrooms" numeric,
  	"min_bathrooms" numeric,
  	"min_garages" numeric,
  	"max_garages" numeric,
  	"min_parking" numeric,
  	"max_parking" numeric,
  	"terrace" boolean DEFAULT false,
  	"garden" boolean DEFAULT false,
  	"token" varchar,
  	"origin" varchar,
  	"submission_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_digest_at" timestamp(3) with time zone,
  	"stopped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_searches_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "saved_search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"saved_search_id" integer NOT NULL,
  	"property_id" integer,
  	"event" "enum_saved_search_alerts_event" NOT NULL,
  	"status" "enum_saved_search_alerts_state" DEFAULT 'waiting' NOT NULL,
  	"price" numeric,
  	"old_price" numeric,
  	"mail_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "mail_outbox" ADD COLUMN "key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_alerts_id" integer;
  ALTER TABLE "saved_searches_types" ADD CONSTRAINT "saved_searches_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches_texts" ADD CONSTRAINT "saved_searches_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_types_order_idx" ON "saved_searches_types" USING btree ("order");
  CREATE INDEX "saved_searches_types_parent_idx" ON "saved_searches_types" USING btree ("parent_id");
  CREATE INDEX "saved_searches_types_value_idx" ON "saved_searches_types" USING btree ("value");
  CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");
  CREATE INDEX "saved_searches_goal_idx" ON "saved_searches" USING btree ("goal");
  CREATE INDEX "saved_searches_min_price_idx" ON "saved_searches" USING btree ("min_price");
  CREATE INDEX "saved_searches_max_price_idx" ON "saved_searches" USING btree ("max_price");
  CREATE INDEX "saved_searches_min_bedrooms_idx" ON "saved_searches" USING btree ("min_bedrooms");
  CREATE INDEX "saved_searches_max_bedrooms_idx" ON "saved_searches" USING btree ("max_bedrooms");
  CREATE INDEX "saved_searches_min_bathrooms_idx" ON "saved_searches" USING btree ("min_bathrooms");
  CREATE INDEX "saved_searches_min_garages_idx" ON "saved_searches" USING btree ("min_garages");
  CREATE INDEX "saved_searches_max_garages_idx" ON "saved_searches" USING btree ("max_garages");
  CREATE INDEX "saved_searches_min_parking_idx" ON "saved_searches" USING btree ("min_parking");
  CREATE INDEX "saved_searches_max_parking_idx" ON "saved_searches" USING btree ("max_parking");
  CREATE UNIQUE INDEX "saved_searches_token_idx" ON "saved_searches" USING btree ("token");
  CREATE INDEX "saved_searches_submission_idx" ON "saved_searches" USING btree ("submission_id");
  CREATE INDEX "saved_searches_stopped_at_idx" ON "saved_searches" USING btree ("stopped_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "saved_searches_texts_order_parent" ON "saved_searches_texts" USING btree ("order","parent_id");
  CREATE INDEX "saved_searches_texts_text_idx" ON "saved_searches_texts" USING btree ("text");
  CREATE UNIQUE INDEX "saved_search_alerts_key_idx" ON "saved_search_alerts" USING btree ("key");
  CREATE INDEX "saved_search_alerts_saved_search_idx" ON "saved_search_alerts" USING btree ("saved_search_id");
  CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id");
  CREATE INDEX "saved_search_alerts_status_idx" ON "saved_search_alerts" USING btree ("status");
  CREATE INDEX "saved_search_alerts_mail_idx" ON "saved_search_alerts" USING btree ("mail_id");
  CREATE INDEX "saved_search_alerts_updated_at_idx" ON "saved_search_alerts" USING btree ("updated_at");
  CREATE INDEX "saved_search_alerts_created_at_idx" ON "saved_search_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk" FOREIGN KEY ("saved_search_alerts_id") REFERENCES "public"."saved_search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" USING btree ("key");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches_types" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "saved_searches_texts" CASCADE;
  DROP TABLE "saved_search_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_purpose";
  CREATE TYPE "public"."enum_mail_outbox_purpose" AS ENUM('notification', 'confirmation', 'friend', 'newsletter-confirm', 'owner-login', 'owner-reset', 'owner-invite');
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_outbox_purpose" USING "purpose"::"public"."enum_mail_outbox_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions', 'purgeViewHits');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "mail_outbox_key_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "headers";
  ALTER TABLE "mail_outbox" DROP COLUMN "key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_alerts_id";
  DROP TYPE "public"."enum_saved_searches_types";
  DROP TYPE "public"."enum_saved_searches_state";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_saved_searches_locale";
  DROP TYPE "public"."enum_saved_searches_goal";
  DROP TYPE "public"."enum_saved_search_alerts_event";
  DROP TYPE "public"."enum_saved_search_alerts_state";`)
}
