import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_compliance_rules_severity_epc_score" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_epc_code" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_energy_class" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_primary_energy" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_co2" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_specific_consumption" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_total_consumption" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_building_permit" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_zoning" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_summons" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_preemption_right" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_allotment_permit" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_flood_p_score" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_flood_g_score" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_rent" AS ENUM('warn', 'block');
  CREATE TYPE "public"."enum_compliance_rules_severity_charges" AS ENUM('warn', 'block');
  CREATE TABLE "compliance_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"severity_epc_score" "enum_compliance_rules_severity_epc_score" DEFAULT 'warn',
  	"severity_epc_code" "enum_compliance_rules_severity_epc_code" DEFAULT 'warn',
  	"severity_energy_class" "enum_compliance_rules_severity_energy_class" DEFAULT 'warn',
  	"severity_primary_energy" "enum_compliance_rules_severity_primary_energy" DEFAULT 'warn',
  	"severity_co2" "enum_compliance_rules_severity_co2" DEFAULT 'warn',
  	"severity_specific_consumption" "enum_compliance_rules_severity_specific_consumption" DEFAULT 'warn',
  	"severity_total_consumption" "enum_compliance_rules_severity_total_consumption" DEFAULT 'warn',
  	"severity_building_permit" "enum_compliance_rules_severity_building_permit" DEFAULT 'warn',
  	"severity_zoning" "enum_compliance_rules_severity_zoning" DEFAULT 'warn',
  	"severity_summons" "enum_compliance_rules_severity_summons" DEFAULT 'warn',
  	"severity_preemption_right" "enum_compliance_rules_severity_preemption_right" DEFAULT 'warn',
  	"severity_allotment_permit" "enum_compliance_rules_severity_allotment_permit" DEFAULT 'warn',
  	"severity_flood_p_score" "enum_compliance_rules_severity_flood_p_score" DEFAULT 'warn',
  	"severity_flood_g_score" "enum_compliance_rules_severity_flood_g_score" DEFAULT 'warn',
  	"severity_rent" "enum_compliance_rules_severity_rent" DEFAULT 'warn',
  	"severity_charges" "enum_compliance_rules_severity_charges" DEFAULT 'warn',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties" ADD COLUMN "listing_quality" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_listing_quality" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "compliance_rules" CASCADE;
  ALTER TABLE "properties" DROP COLUMN "listing_quality";
  ALTER TABLE "_properties_v" DROP COLUMN "version_listing_quality";
  DROP TYPE "public"."enum_compliance_rules_severity_epc_score";
  DROP TYPE "public"."enum_compliance_rules_severity_epc_code";
  DROP TYPE "public"."enum_compliance_rules_severity_energy_class";
  DROP TYPE "public"."enum_compliance_rules_severity_primary_energy";
  DROP TYPE "public"."enum_compliance_rules_severity_co2";
  DROP TYPE "public"."enum_compliance_rules_severity_specific_consumption";
  DROP TYPE "public"."enum_compliance_rules_severity_total_consumption";
  DROP TYPE "public"."enum_compliance_rules_severity_building_permit";
  DROP TYPE "public"."enum_compliance_rules_severity_zoning";
  DROP TYPE "public"."enum_compliance_rules_severity_summons";
  DROP TYPE "public"."enum_compliance_rules_severity_preemption_right";
  DROP TYPE "public"."enum_compliance_rules_severity_allotment_permit";
  DROP TYPE "public"."enum_compliance_rules_severity_flood_p_score";
  DROP TYPE "public"."enum_compliance_rules_severity_flood_g_score";
  DROP TYPE "public"."enum_compliance_rules_severity_rent";
  DROP TYPE "public"."enum_compliance_rules_severity_charges";`)
}
