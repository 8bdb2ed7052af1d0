import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cost_rules_region" AS ENUM('flanders', 'brussels', 'wallonia', 'luxembourg', 'federal');
  CREATE TYPE "public"."enum_cost_rules_kind" AS ENUM('registrationRate', 'transcriptionRate', 'abatement', 'reduction', 'dutyCredit', 'dutyMinimum', 'buildingVatRate', 'notaryScale', 'notaryVatRate', 'purchaseFixedCost', 'mortgageRegistrationRate', 'mortgageDutyRate', 'securedMargin', 'creditNotaryScale', 'creditNotaryDiscount', 'creditFixedCost');
  CREATE TYPE "public"."enum_cost_rules_own_home" AS ENUM('any', 'yes', 'no');
  CREATE TYPE "public"."enum_cost_rules_first_purchase" AS ENUM('any', 'yes', 'no');
  CREATE TABLE "cost_rules_brackets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "cost_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"region" "enum_cost_rules_region" NOT NULL,
  	"kind" "enum_cost_rules_kind" NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone,
  	"own_home" "enum_cost_rules_own_home" DEFAULT 'any' NOT NULL,
  	"first_purchase" "enum_cost_rules_first_purchase" DEFAULT 'any' NOT NULL,
  	"price_ceiling" numeric,
  	"covers_land" boolean DEFAULT true,
  	"rate" numeric,
  	"amount" numeric,
  	"per_buyer" boolean,
  	"subject_to_vat" boolean,
  	"source_url" varchar NOT NULL,
  	"unconfirmed" boolean DEFAULT false,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cost_rules_id" integer;
  ALTER TABLE "cost_rules_brackets" ADD CONSTRAINT "cost_rules_brackets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cost_rules_brackets_order_idx" ON "cost_rules_brackets" USING btree ("_order");
  CREATE INDEX "cost_rules_brackets_parent_id_idx" ON "cost_rules_brackets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cost_rules_key_idx" ON "cost_rules" USING btree ("key");
  CREATE INDEX "cost_rules_region_idx" ON "cost_rules" USING btree ("region");
  CREATE INDEX "cost_rules_unconfirmed_idx" ON "cost_rules" USING btree ("unconfirmed");
  CREATE INDEX "cost_rules_updated_at_idx" ON "cost_rules" USING btree ("updated_at");
  CREATE INDEX "cost_rules_created_at_idx" ON "cost_rules" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cost_rules_fk" FOREIGN KEY ("cost_rules_id") REFERENCES "public"."cost_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cost_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("cost_rules_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cost_rules_brackets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_rules" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cost_rules_brackets" CASCADE;
  DROP TABLE "cost_rules" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cost_rules_fk";
  
  DROP INDEX "payload_locked_documents_rels_cost_rules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cost_rules_id";
  DROP TYPE "public"."enum_cost_rules_region";
  DROP TYPE "public"."enum_cost_rules_kind";
  DROP TYPE "public"."enum_cost_rules_own_home";
  DROP TYPE "public"."enum_cost_rules_first_purchase";`)
}
