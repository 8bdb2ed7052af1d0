import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`compliance_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`severity_epc_score\` text DEFAULT 'warn',
  	\`severity_epc_code\` text DEFAULT 'warn',
  	\`severity_energy_class\` text DEFAULT 'warn',
  	\`severity_primary_energy\` text DEFAULT 'warn',
  	\`severity_co2\` text DEFAULT 'warn',
  	\`severity_specific_consumption\` text DEFAULT 'warn',
  	\`severity_total_consumption\` text DEFAULT 'warn',
  	\`severity_building_permit\` text DEFAULT 'warn',
  	\`severity_zoning\` text DEFAULT 'warn',
  	\`severity_summons\` text DEFAULT 'warn',
  	\`severity_preemption_right\` text DEFAULT 'warn',
  	\`severity_allotment_permit\` text DEFAULT 'warn',
  	\`severity_flood_p_score\` text DEFAULT 'warn',
  	\`severity_flood_g_score\` text DEFAULT 'warn',
  	\`severity_rent\` text DEFAULT 'warn',
  	\`severity_charges\` text DEFAULT 'warn',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`listing_quality\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_listing_quality\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`compliance_rules\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`listing_quality\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_listing_quality\`;`)
}
