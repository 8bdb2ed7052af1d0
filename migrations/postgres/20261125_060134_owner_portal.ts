import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_owners_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_property_activities_group" AS ENUM('visits', 'communications', 'onlineMedia', 'appearances');
  CREATE TYPE "public"."enum_property_activities_type" AS ENUM('viewing', 'openHouse', 'call', 'email', 'meeting', 'documents', 'offer', 'published', 'priceChange', 'statusChange', 'portal', 'socialPost', 'newsletter', 'advert', 'other');
  CREATE TYPE "public"."enum_property_activities_state" AS ENUM('planned', 'done', 'cancelled', 'positive', 'neutral', 'negative', 'accepted', 'refused');
  CREATE TYPE "public"."enum_property_views_source" AS ENUM('search', 'social', 'email', 'portals', 'direct');
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'owner-login';
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'owner-reset';
  ALTER TYPE "public"."enum_mail_outbox_purpose" ADD VALUE 'owner-invite';
  CREATE TABLE "property_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"group" "enum_property_activities_group" DEFAULT 'visits' NOT NULL,
  	"type" "enum_property_activities_type" DEFAULT 'viewing' NOT NULL,
  	"status" "enum_property_activities_state",
  	"contact_person" varchar,
  	"subject" varchar,
  	"comment" varchar,
  	"visible_to_owner" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"property_id" integer,
  	"project_id" integer,
  	"source" "enum_property_views_source" NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "view_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "owners" ADD COLUMN "locale" "enum_owners_locale" DEFAULT 'nl';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "property_views_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "view_hits_id" integer;
  ALTER TABLE "property_activities" ADD CONSTRAINT "property_activities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_views" ADD CONSTRAINT "property_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "property_activities_property_idx" ON "property_activities" USING btree ("property_id");
  CREATE INDEX "property_activities_date_idx" ON "property_activities" USING btree ("date");
  CREATE INDEX "property_activities_updated_at_idx" ON "property_activities" USING btree ("updated_at");
  CREATE INDEX "property_activities_created_at_idx" ON "property_activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_views_key_idx" ON "property_views" USING btree ("key");
  CREATE INDEX "property_views_day_idx" ON "property_views" USING btree ("day");
  CREATE INDEX "property_views_property_idx" ON "property_views" USING btree ("property_id");
  CREATE INDEX "property_views_project_idx" ON "property_views" USING btree ("project_id");
  CREATE INDEX "property_views_updated_at_idx" ON "property_views" USING btree ("updated_at");
  CREATE INDEX "property_views_created_at_idx" ON "property_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "view_hits_key_idx" ON "view_hits" USING btree ("key");
  CREATE INDEX "view_hits_expires_at_idx" ON "view_hits" USING btree ("expires_at");
  CREATE INDEX "view_hits_updated_at_idx" ON "view_hits" USING btree ("updated_at");
  CREATE INDEX "view_hits_created_at_idx" ON "view_hits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_activities_fk" FOREIGN KEY ("property_activities_id") REFERENCES "public"."property_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_views_fk" FOREIGN KEY ("property_views_id") REFERENCES "public"."property_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_view_hits_fk" FOREIGN KEY ("view_hits_id") REFERENCES "public"."view_hits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_property_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("property_activities_id");
  CREATE INDEX "payload_locked_documents_rels_property_views_id_idx" ON "payload_locked_documents_rels" USING btree ("property_views_id");
  CREATE INDEX "payload_locked_documents_rels_view_hits_id_idx" ON "payload_locked_documents_rels" USING btree ("view_hits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "property_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "property_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "view_hits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "property_activities" CASCADE;
  DROP TABLE "property_views" CASCADE;
  DROP TABLE "view_hits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_property_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_view_hits_fk";
  
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_purpose";
  CREATE TYPE "public"."enum_mail_outbox_purpose" AS ENUM('notification', 'confirmation', 'friend', 'newsletter-confirm');
  ALTER TABLE "mail_outbox" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mail_outbox_purpose" USING "purpose"::"public"."enum_mail_outbox_purpose";
  DROP INDEX "payload_locked_documents_rels_property_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_property_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_view_hits_id_idx";
  ALTER TABLE "owners" DROP COLUMN "locale";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "property_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "view_hits_id";
  DROP TYPE "public"."enum_owners_locale";
  DROP TYPE "public"."enum_property_activities_group";
  DROP TYPE "public"."enum_property_activities_type";
  DROP TYPE "public"."enum_property_activities_state";
  DROP TYPE "public"."enum_property_views_source";`)
}
