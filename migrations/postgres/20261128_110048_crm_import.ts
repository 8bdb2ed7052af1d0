import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_connections_provider" AS ENUM('omnicasa', 'whise', 'sweepbright');
  CREATE TYPE "public"."enum_crm_runs_mode" AS ENUM('dry-run', 'apply');
  CREATE TYPE "public"."enum_crm_runs_run_status" AS ENUM('running', 'succeeded', 'failed', 'stopped');
  CREATE TYPE "public"."enum_crm_listings_sync_state" AS ENUM('active', 'withdrawn');
  CREATE TABLE "crm_connections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"provider" "enum_crm_connections_provider" NOT NULL,
  	"base_url" varchar,
  	"enabled" boolean DEFAULT true,
  	"interval_minutes" numeric DEFAULT 15,
  	"push_leads" boolean DEFAULT true,
  	"customer_name" varchar,
  	"customer_password" varchar,
  	"username" varchar,
  	"password" varchar,
  	"client_id" varchar,
  	"office_id" varchar,
  	"client_secret" varchar,
  	"secrets" jsonb,
  	"lease_until" timestamp(3) with time zone,
  	"synced_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crm_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"connection_id" integer NOT NULL,
  	"mode" "enum_crm_runs_mode" NOT NULL,
  	"full" boolean DEFAULT false,
  	"status" "enum_crm_runs_run_status" NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"counts_created" numeric DEFAULT 0,
  	"counts_updated" numeric DEFAULT 0,
  	"counts_unchanged" numeric DEFAULT 0,
  	"counts_withdrawn" numeric DEFAULT 0,
  	"counts_failed" numeric DEFAULT 0,
  	"counts_photos_downloaded" numeric DEFAULT 0,
  	"message" varchar,
  	"report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crm_listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"connection_id" integer NOT NULL,
  	"external_id" varchar NOT NULL,
  	"external_ref" varchar,
  	"property_id" integer,
  	"state" "enum_crm_listings_sync_state" DEFAULT 'active' NOT NULL,
  	"hash" varchar,
  	"record" jsonb,
  	"photos" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "crm_connection_id" integer;
  ALTER TABLE "properties" ADD COLUMN "crm_external_id" varchar;
  ALTER TABLE "properties" ADD COLUMN "crm_external_ref" varchar;
  ALTER TABLE "properties" ADD COLUMN "crm_last_synced_at" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "crm_detached" boolean DEFAULT false;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_connection_id" integer;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_external_id" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_external_ref" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_last_synced_at" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_crm_detached" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_connections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_listings_id" integer;
  ALTER TABLE "crm_runs" ADD CONSTRAINT "crm_runs_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_listings" ADD CONSTRAINT "crm_listings_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crm_listings" ADD CONSTRAINT "crm_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_connections_updated_at_idx" ON "crm_connections" USING btree ("updated_at");
  CREATE INDEX "crm_connections_created_at_idx" ON "crm_connections" USING btree ("created_at");
  CREATE INDEX "crm_runs_connection_idx" ON "crm_runs" USING btree ("connection_id");
  CREATE INDEX "crm_runs_status_idx" ON "crm_runs" USING btree ("status");
  CREATE INDEX "crm_runs_started_at_idx" ON "crm_runs" USING btree ("started_at");
  CREATE INDEX "crm_runs_updated_at_idx" ON "crm_runs" USING btree ("updated_at");
  CREATE INDEX "crm_runs_created_at_idx" ON "crm_runs" USING btree ("created_at");
  CREATE UNIQUE INDEX "crm_listings_key_idx" ON "crm_listings" USING btree ("key");
  CREATE INDEX "crm_listings_connection_idx" ON "crm_listings" USING btree ("connection_id");
  CREATE INDEX "crm_listings_property_idx" ON "crm_listings" USING btree ("property_id");
  CREATE INDEX "crm_listings_updated_at_idx" ON "crm_listings" USING btree ("updated_at");
  CREATE INDEX "crm_listings_created_at_idx" ON "crm_listings" USING btree ("created_at");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_crm_connection_id_crm_connections_id_fk" FOREIGN KEY ("crm_connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_crm_connection_id_crm_connections_id_fk" FOREIGN KEY ("version_crm_connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_connections_fk" FOREIGN KEY ("crm_connections_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_runs_fk" FOREIGN KEY ("crm_runs_id") REFERENCES "public"."crm_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_listings_fk" FOREIGN KEY ("crm_listings_id") REFERENCES "public"."crm_listings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_crm_crm_connection_idx" ON "properties" USING btree ("crm_connection_id");
  CREATE INDEX "properties_crm_crm_external_id_idx" ON "properties" USING btree ("crm_external_id");
  CREATE INDEX "_properties_v_version_crm_version_crm_connection_idx" ON "_properties_v" USING btree ("version_crm_connection_id");
  CREATE INDEX "_properties_v_version_crm_version_crm_external_id_idx" ON "_properties_v" USING btree ("version_crm_external_id");
  CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");
  CREATE INDEX "payload_locked_documents_rels_crm_connections_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_connections_id");
  CREATE INDEX "payload_locked_documents_rels_crm_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_runs_id");
  CREATE INDEX "payload_locked_documents_rels_crm_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_listings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_connections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_listings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_connections" CASCADE;
  DROP TABLE "crm_runs" CASCADE;
  DROP TABLE "crm_listings" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_crm_connection_id_crm_connections_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_crm_connection_id_crm_connections_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_connections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_listings_fk";
  
  DROP INDEX "properties_crm_crm_connection_idx";
  DROP INDEX "properties_crm_crm_external_id_idx";
  DROP INDEX "_properties_v_version_crm_version_crm_connection_idx";
  DROP INDEX "_properties_v_version_crm_version_crm_external_id_idx";
  DROP INDEX "media_content_hash_idx";
  DROP INDEX "payload_locked_documents_rels_crm_connections_id_idx";
  DROP INDEX "payload_locked_documents_rels_crm_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_crm_listings_id_idx";
  ALTER TABLE "properties" DROP COLUMN "crm_connection_id";
  ALTER TABLE "properties" DROP COLUMN "crm_external_id";
  ALTER TABLE "properties" DROP COLUMN "crm_external_ref";
  ALTER TABLE "properties" DROP COLUMN "crm_last_synced_at";
  ALTER TABLE "properties" DROP COLUMN "crm_detached";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_connection_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_external_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_external_ref";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_last_synced_at";
  ALTER TABLE "_properties_v" DROP COLUMN "version_crm_detached";
  ALTER TABLE "media" DROP COLUMN "content_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_connections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_listings_id";
  DROP TYPE "public"."enum_crm_connections_provider";
  DROP TYPE "public"."enum_crm_runs_mode";
  DROP TYPE "public"."enum_crm_runs_run_status";
  DROP TYPE "public"."enum_crm_listings_sync_state";`)
}
