import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_floor_covering\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_floor_covering_order_idx\` ON \`properties_floor_covering\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_covering_parent_idx\` ON \`properties_floor_covering\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`owners_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_rels_order_idx\` ON \`properties_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_parent_idx\` ON \`properties_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_path_idx\` ON \`properties_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_owners_id_idx\` ON \`properties_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_media_id_idx\` ON \`properties_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_documents_id_idx\` ON \`properties_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_floor_covering\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_covering_order_idx\` ON \`_properties_v_version_floor_covering\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_covering_parent_idx\` ON \`_properties_v_version_floor_covering\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`owners_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_order_idx\` ON \`_properties_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_parent_idx\` ON \`_properties_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_path_idx\` ON \`_properties_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_owners_id_idx\` ON \`_properties_v_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_media_id_idx\` ON \`_properties_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_documents_id_idx\` ON \`_properties_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`floor\` numeric,
  	\`type\` text,
  	\`bedrooms\` numeric,
  	\`surface\` numeric,
  	\`price\` numeric,
  	\`status\` text DEFAULT 'available',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_units_order_idx\` ON \`projects_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_units_parent_id_idx\` ON \`projects_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_untranslated_order_idx\` ON \`projects_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_untranslated_parent_idx\` ON \`projects_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_number\` text,
  	\`status\` text DEFAULT 'planned',
  	\`sold_out\` integer DEFAULT false,
  	\`manager_id\` integer,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country_id\` numeric DEFAULT 10,
  	\`publish_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`price_list_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_project_number_idx\` ON \`projects\` (\`project_number\`);`)
  await db.run(sql`CREATE INDEX \`projects_sold_out_idx\` ON \`projects\` (\`sold_out\`);`)
  await db.run(sql`CREATE INDEX \`projects_manager_idx\` ON \`projects\` (\`manager_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`projects_price_list_idx\` ON \`projects\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_seo_seo_image_idx\` ON \`projects\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text,
  	\`delivery\` text,
  	\`description\` text,
  	\`technical\` text,
  	\`situation\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_media_id_idx\` ON \`projects_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_documents_id_idx\` ON \`projects_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_units\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`floor\` numeric,
  	\`type\` text,
  	\`bedrooms\` numeric,
  	\`surface\` numeric,
  	\`price\` numeric,
  	\`status\` text DEFAULT 'available',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_units_order_idx\` ON \`_projects_v_version_units\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_units_parent_id_idx\` ON \`_projects_v_version_units\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_untranslated_order_idx\` ON \`_projects_v_version_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_untranslated_parent_idx\` ON \`_projects_v_version_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_project_number\` text,
  	\`version_status\` text DEFAULT 'planned',
  	\`version_sold_out\` integer DEFAULT false,
  	\`version_manager_id\` integer,
  	\`version_street\` text,
  	\`version_house_number\` text,
  	\`version_box_number\` text,
  	\`version_zip\` text,
  	\`version_city\` text,
  	\`version_country_id\` numeric DEFAULT 10,
  	\`version_publish_address\` integer DEFAULT true,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_price_list_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_manager_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_price_list_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_project_number_idx\` ON \`_projects_v\` (\`version_project_number\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_sold_out_idx\` ON \`_projects_v\` (\`version_sold_out\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_manager_idx\` ON \`_projects_v\` (\`version_manager_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_zip_idx\` ON \`_projects_v\` (\`version_zip\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_city_idx\` ON \`_projects_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_price_list_idx\` ON \`_projects_v\` (\`version_price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_seo_version_seo_image_idx\` ON \`_projects_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_delivery\` text,
  	\`version_description\` text,
  	\`version_technical\` text,
  	\`version_situation\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_media_id_idx\` ON \`_projects_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_documents_id_idx\` ON \`_projects_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_languages_order_idx\` ON \`team_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_languages_parent_idx\` ON \`team_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`team_photo_idx\` ON \`team\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`team_updated_at_idx\` ON \`team\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_created_at_idx\` ON \`team\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`team_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`team_locales_locale_parent_id_unique\` ON \`team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`owners_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_sessions_order_idx\` ON \`owners_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`owners_sessions_parent_id_idx\` ON \`owners_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`owners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_updated_at_idx\` ON \`owners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owners_created_at_idx\` ON \`owners\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_email_idx\` ON \`owners\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_username_idx\` ON \`owners\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_order_idx\` ON \`articles_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_parent_id_idx\` ON \`articles_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_path_idx\` ON \`articles_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_rich_text_locales_locale_parent_id_unique\` ON \`articles_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`width\` text DEFAULT 'content',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_order_idx\` ON \`articles_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_parent_id_idx\` ON \`articles_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_path_idx\` ON \`articles_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_image_image_idx\` ON \`articles_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_image_locales_locale_parent_id_unique\` ON \`articles_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_article_id\` integer,
  	\`link_url\` text,
  	\`link_new_tab\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_call_to_action_order_idx\` ON \`articles_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_call_to_action_parent_id_idx\` ON \`articles_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_call_to_action_path_idx\` ON \`articles_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_call_to_action_link_link_article_idx\` ON \`articles_blocks_call_to_action\` (\`link_article_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_call_to_action_locales_locale_parent_id_uniq\` ON \`articles_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_property_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`goal\` text DEFAULT 'sale',
  	\`type\` text,
  	\`city\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_property_carousel_order_idx\` ON \`articles_blocks_property_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_property_carousel_parent_id_idx\` ON \`articles_blocks_property_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_property_carousel_path_idx\` ON \`articles_blocks_property_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_property_carousel_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_property_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_property_carousel_locales_locale_parent_id_u\` ON \`articles_blocks_property_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_order_idx\` ON \`articles_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_parent_id_idx\` ON \`articles_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_testimonials_path_idx\` ON \`articles_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_testimonials_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_testimonials_locales_locale_parent_id_unique\` ON \`articles_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_items_order_idx\` ON \`articles_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_items_parent_id_idx\` ON \`articles_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_faq_items_locales_locale_parent_id_unique\` ON \`articles_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_order_idx\` ON \`articles_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_parent_id_idx\` ON \`articles_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_path_idx\` ON \`articles_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_faq_locales_locale_parent_id_unique\` ON \`articles_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_step_plan_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_step_plan_steps_order_idx\` ON \`articles_blocks_step_plan_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_step_plan_steps_parent_id_idx\` ON \`articles_blocks_step_plan_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_step_plan_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_step_plan_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_step_plan_steps_locales_locale_parent_id_uni\` ON \`articles_blocks_step_plan_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_step_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_step_plan_order_idx\` ON \`articles_blocks_step_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_step_plan_parent_id_idx\` ON \`articles_blocks_step_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_step_plan_path_idx\` ON \`articles_blocks_step_plan\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_step_plan_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_step_plan_locales_locale_parent_id_unique\` ON \`articles_blocks_step_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_contact_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_address\` integer DEFAULT true,
  	\`show_phone\` integer DEFAULT true,
  	\`show_email\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_contact_card_order_idx\` ON \`articles_blocks_contact_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_contact_card_parent_id_idx\` ON \`articles_blocks_contact_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_contact_card_path_idx\` ON \`articles_blocks_contact_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_contact_card_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_contact_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_contact_card_locales_locale_parent_id_unique\` ON \`articles_blocks_contact_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_untranslated_order_idx\` ON \`articles_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_untranslated_parent_idx\` ON \`articles_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`seo_image_id\` integer,
  	\`kind\` text DEFAULT 'news',
  	\`parent_id\` integer,
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_hero_image_idx\` ON \`articles\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_seo_seo_image_idx\` ON \`articles\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_kind_idx\` ON \`articles\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`articles_parent_idx\` ON \`articles\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_testimonials_id_idx\` ON \`articles_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_order_idx\` ON \`_articles_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_parent_id_idx\` ON \`_articles_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_path_idx\` ON \`_articles_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`width\` text DEFAULT 'content',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_order_idx\` ON \`_articles_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_parent_id_idx\` ON \`_articles_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_path_idx\` ON \`_articles_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_image_image_idx\` ON \`_articles_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_image_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_article_id\` integer,
  	\`link_url\` text,
  	\`link_new_tab\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_call_to_action_order_idx\` ON \`_articles_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_call_to_action_parent_id_idx\` ON \`_articles_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_call_to_action_path_idx\` ON \`_articles_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_call_to_action_link_link_article_idx\` ON \`_articles_v_blocks_call_to_action\` (\`link_article_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_call_to_action_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_call_to_action_locales_locale_parent_id_u\` ON \`_articles_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_property_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`goal\` text DEFAULT 'sale',
  	\`type\` text,
  	\`city\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_property_carousel_order_idx\` ON \`_articles_v_blocks_property_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_property_carousel_parent_id_idx\` ON \`_articles_v_blocks_property_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_property_carousel_path_idx\` ON \`_articles_v_blocks_property_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_property_carousel_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_property_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_property_carousel_locales_locale_parent_i\` ON \`_articles_v_blocks_property_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_order_idx\` ON \`_articles_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_parent_id_idx\` ON \`_articles_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_testimonials_path_idx\` ON \`_articles_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_testimonials_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_testimonials_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_items_order_idx\` ON \`_articles_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_items_parent_id_idx\` ON \`_articles_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_order_idx\` ON \`_articles_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_parent_id_idx\` ON \`_articles_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_path_idx\` ON \`_articles_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_step_plan_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_step_plan_steps_order_idx\` ON \`_articles_v_blocks_step_plan_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_step_plan_steps_parent_id_idx\` ON \`_articles_v_blocks_step_plan_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_step_plan_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_step_plan_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_step_plan_steps_locales_locale_parent_id_\` ON \`_articles_v_blocks_step_plan_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_step_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_step_plan_order_idx\` ON \`_articles_v_blocks_step_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_step_plan_parent_id_idx\` ON \`_articles_v_blocks_step_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_step_plan_path_idx\` ON \`_articles_v_blocks_step_plan\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_step_plan_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_step_plan_locales_locale_parent_id_unique\` ON \`_articles_v_blocks_step_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_contact_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_address\` integer DEFAULT true,
  	\`show_phone\` integer DEFAULT true,
  	\`show_email\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_contact_card_order_idx\` ON \`_articles_v_blocks_contact_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_contact_card_parent_id_idx\` ON \`_articles_v_blocks_contact_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_contact_card_path_idx\` ON \`_articles_v_blocks_contact_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_contact_card_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_contact_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_contact_card_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_contact_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_untranslated_order_idx\` ON \`_articles_v_version_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_untranslated_parent_idx\` ON \`_articles_v_version_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_hero_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_kind\` text DEFAULT 'news',
  	\`version_parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_hero_image_idx\` ON \`_articles_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_seo_version_seo_image_idx\` ON \`_articles_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_kind_idx\` ON \`_articles_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_parent_idx\` ON \`_articles_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_testimonials_id_idx\` ON \`_articles_v_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_untranslated_order_idx\` ON \`categories_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`categories_untranslated_parent_idx\` ON \`categories_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'qa' NOT NULL,
  	\`parent_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_kind_idx\` ON \`categories\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_slug_idx\` ON \`categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_untranslated_order_idx\` ON \`questions_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`questions_untranslated_parent_idx\` ON \`questions_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_category_idx\` ON \`questions\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_seo_seo_image_idx\` ON \`questions\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_updated_at_idx\` ON \`questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questions_created_at_idx\` ON \`questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`questions__status_idx\` ON \`questions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`questions_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`slug\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_slug_idx\` ON \`questions_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`questions_locales_locale_parent_id_unique\` ON \`questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_untranslated\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_untranslated_order_idx\` ON \`_questions_v_version_untranslated\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_untranslated_parent_idx\` ON \`_questions_v_version_untranslated\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_parent_idx\` ON \`_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_category_idx\` ON \`_questions_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_seo_version_seo_image_idx\` ON \`_questions_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_updated_at_idx\` ON \`_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_created_at_idx\` ON \`_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version__status_idx\` ON \`_questions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_created_at_idx\` ON \`_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_updated_at_idx\` ON \`_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_snapshot_idx\` ON \`_questions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_published_locale_idx\` ON \`_questions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_latest_idx\` ON \`_questions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`version_slug\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_slug_idx\` ON \`_questions_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_questions_v_locales_locale_parent_id_unique\` ON \`_questions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`about_you\` text,
  	\`opinion\` text NOT NULL,
  	\`website\` text,
  	\`language\` text,
  	\`image_id\` integer,
  	\`approved\` integer DEFAULT false,
  	\`date\` text,
  	\`posted_by\` text DEFAULT 'agency',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_approved_idx\` ON \`testimonials\` (\`approved\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_date_idx\` ON \`testimonials\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`routes_breadcrumbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name_nl\` text NOT NULL,
  	\`name_fr\` text,
  	\`name_en\` text,
  	\`name_de\` text,
  	\`public\` integer DEFAULT true,
  	\`parent_path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`routes_breadcrumbs_order_idx\` ON \`routes_breadcrumbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`routes_breadcrumbs_parent_id_idx\` ON \`routes_breadcrumbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`routes_redirect_from\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`routes_redirect_from_order_idx\` ON \`routes_redirect_from\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`routes_redirect_from_parent_id_idx\` ON \`routes_redirect_from\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`routes_redirect_from_path_idx\` ON \`routes_redirect_from\` (\`path\`);`)
  await db.run(sql`CREATE TABLE \`routes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_path\` text NOT NULL,
  	\`type\` text DEFAULT 'page' NOT NULL,
  	\`public_paths_nl\` text NOT NULL,
  	\`public_paths_fr\` text,
  	\`public_paths_en\` text,
  	\`public_paths_de\` text,
  	\`external_link\` text,
  	\`managed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`routes_original_path_idx\` ON \`routes\` (\`original_path\`);`)
  await db.run(sql`CREATE INDEX \`routes_public_paths_public_paths_nl_idx\` ON \`routes\` (\`public_paths_nl\`);`)
  await db.run(sql`CREATE INDEX \`routes_public_paths_public_paths_fr_idx\` ON \`routes\` (\`public_paths_fr\`);`)
  await db.run(sql`CREATE INDEX \`routes_public_paths_public_paths_en_idx\` ON \`routes\` (\`public_paths_en\`);`)
  await db.run(sql`CREATE INDEX \`routes_public_paths_public_paths_de_idx\` ON \`routes\` (\`public_paths_de\`);`)
  await db.run(sql`CREATE INDEX \`routes_updated_at_idx\` ON \`routes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`routes_created_at_idx\` ON \`routes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`locale\` text,
  	\`property_id\` integer,
  	\`project_id\` integer,
  	\`appointment_slot_id\` integer,
  	\`content\` text NOT NULL,
  	\`notes\` text,
  	\`handled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appointment_slot_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`submissions_kind_idx\` ON \`submissions\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`submissions_status_idx\` ON \`submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`submissions_email_idx\` ON \`submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`submissions_property_idx\` ON \`submissions\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_project_idx\` ON \`submissions\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_appointment_slot_idx\` ON \`submissions\` (\`appointment_slot_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_handled_at_idx\` ON \`submissions\` (\`handled_at\`);`)
  await db.run(sql`CREATE INDEX \`submissions_updated_at_idx\` ON \`submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submissions_created_at_idx\` ON \`submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`submissions_rels_order_idx\` ON \`submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`submissions_rels_parent_idx\` ON \`submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_rels_path_idx\` ON \`submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`submissions_rels_submission_files_id_idx\` ON \`submissions_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`submission_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`submission_files_updated_at_idx\` ON \`submission_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_files_created_at_idx\` ON \`submission_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_files_filename_idx\` ON \`submission_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`submission_id\` integer,
  	\`purpose\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`html\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_submission_idx\` ON \`mail_outbox\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_status_idx\` ON \`mail_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointment_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`capacity\` numeric DEFAULT 1 NOT NULL,
  	\`booked_count\` numeric DEFAULT 0,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`appointment_slots_start_idx\` ON \`appointment_slots\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointment_slots_updated_at_idx\` ON \`appointment_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointment_slots_created_at_idx\` ON \`appointment_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`locale\` text,
  	\`token\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_token_idx\` ON \`newsletter_subscribers\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_enabled_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_enabled_languages_order_idx\` ON \`site_settings_enabled_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_enabled_languages_parent_idx\` ON \`site_settings_enabled_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_identity_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_identity_social_links_order_idx\` ON \`site_settings_identity_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_identity_social_links_parent_id_idx\` ON \`site_settings_identity_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`page_settings_title\` text,
  	\`page_settings_description\` text,
  	\`page_settings_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`page_settings_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_page_settings_page_settings_image_idx\` ON \`site_settings_locales\` (\`page_settings_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_texts_order_parent\` ON \`site_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_article_id\` integer,
  	\`link_url\` text,
  	\`link_new_tab\` integer,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_order_idx\` ON \`navigation_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_parent_id_idx\` ON \`navigation_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_link_link_article_idx\` ON \`navigation_header\` (\`link_article_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_header_locales_locale_parent_id_unique\` ON \`navigation_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_kind\` text DEFAULT 'route',
  	\`link_route\` text,
  	\`link_article_id\` integer,
  	\`link_url\` text,
  	\`link_new_tab\` integer,
  	FOREIGN KEY (\`link_article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_link_link_article_idx\` ON \`navigation_footer\` (\`link_article_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_footer_locales_locale_parent_id_unique\` ON \`navigation_footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`form_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_months\` numeric DEFAULT 24,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`form_texts_locales\` (
  	\`contact_success_text\` text,
  	\`contact_error_text\` text,
  	\`contact_thank_you_text\` text,
  	\`visit_request_success_text\` text,
  	\`visit_request_error_text\` text,
  	\`visit_request_thank_you_text\` text,
  	\`appointment_success_text\` text,
  	\`appointment_error_text\` text,
  	\`appointment_thank_you_text\` text,
  	\`valuation_success_text\` text,
  	\`valuation_error_text\` text,
  	\`valuation_thank_you_text\` text,
  	\`send_to_friend_success_text\` text,
  	\`send_to_friend_error_text\` text,
  	\`send_to_friend_thank_you_text\` text,
  	\`testimonial_success_text\` text,
  	\`testimonial_error_text\` text,
  	\`testimonial_thank_you_text\` text,
  	\`document_request_success_text\` text,
  	\`document_request_error_text\` text,
  	\`document_request_thank_you_text\` text,
  	\`demand_register_success_text\` text,
  	\`demand_register_error_text\` text,
  	\`demand_register_thank_you_text\` text,
  	\`offer_success_text\` text,
  	\`offer_error_text\` text,
  	\`offer_thank_you_text\` text,
  	\`rent_application_success_text\` text,
  	\`rent_application_error_text\` text,
  	\`rent_application_thank_you_text\` text,
  	\`job_success_text\` text,
  	\`job_error_text\` text,
  	\`job_thank_you_text\` text,
  	\`brochure_success_text\` text,
  	\`brochure_error_text\` text,
  	\`brochure_thank_you_text\` text,
  	\`call_me_success_text\` text,
  	\`call_me_error_text\` text,
  	\`call_me_thank_you_text\` text,
  	\`newsletter_success_text\` text,
  	\`newsletter_error_text\` text,
  	\`newsletter_thank_you_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_texts_locales_locale_parent_id_unique\` ON \`form_texts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`property_type\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`status\` text DEFAULT 'available';`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`publish_price\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`price_unit\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`manager_id\` integer REFERENCES team(id);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`project_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`internal_notes\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`street\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`house_number\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`box_number\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`country_id\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`publish_address\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`region\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`floor\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_public_transport\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_education\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_shops\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_leisure\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_health\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_environment\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`mobiscore_nearby\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_living\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_ground\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_built\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_garden\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_terrace\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_office\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_storage\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_front_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`surfaces_plot_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_bedrooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_bathrooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_shower_rooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_garages\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_parking_inside\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_parking_outside\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_floors\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_facades\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`rooms_extra_rooms_possible\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`construction_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`renovation_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_gas\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_water\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_lift\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_cellar\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_terrace\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_garden\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_attic\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_garage\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_furnished\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_accessible\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_alarm\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`comfort_solar_panels\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`terrace_orientation\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`garden_orientation\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`heating\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`glazing\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`window_frames\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`kitchen\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`roof_type\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`roof_material\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`condition\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_label_text\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_label\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_specific\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_co2\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_e_level\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_certificate_number\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`epc_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`asbestos_type\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`asbestos_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`flood_zone\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`flood_p_score\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`flood_g_score\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`flood_riverbank_zone\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`soil_status\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`soil_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`electricity_result\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`electricity_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`electricity_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`gas_certificate_result\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`gas_certificate_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`gas_certificate_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_building_permit\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_allotment_permit\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_preemption_right\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_summons\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_judicial_decision\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_heritage\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_zoning\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_electricity_connection\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`urbanism_sewer_connection\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_notary_fees\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_notary_fees_ex_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_registration_rights\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_vat_regime\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_building_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_ground_part\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_construction_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_total_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_charges_tenant\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_charges_owner\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_inventory_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_agency_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_property_tax\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`finance_cadastral_income\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`availability_from\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`availability_until\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`annuity_is_annuity\` integer;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`annuity_bouquet\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`annuity_monthly_annuity\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`annuity_age_head1\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`annuity_age_head2\` numeric;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`video_url\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`virtual_tour_url\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_manager_idx\` ON \`properties\` (\`manager_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_region_idx\` ON \`properties\` (\`region\`);`)
  await db.run(sql`CREATE INDEX \`properties_epc_epc_label_idx\` ON \`properties\` (\`epc_label\`);`)
  await db.run(sql`CREATE INDEX \`properties_seo_seo_image_idx\` ON \`properties\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`price_unit_text\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`marquee\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`neighbourhood\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`points_of_interest\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`architecture_style\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`urbanism_planning_information\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`urbanism_servitudes\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`availability_text\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`annuity_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`seo_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`seo_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_reference\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_property_type\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_status\` text DEFAULT 'available';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_publish_price\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_price_unit\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_manager_id\` integer REFERENCES team(id);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_project_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_internal_notes\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_street\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_house_number\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_box_number\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_country_id\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_publish_address\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_region\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_floor\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_public_transport\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_education\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_shops\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_leisure\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_health\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_environment\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_mobiscore_nearby\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_living\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_ground\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_built\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_garden\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_terrace\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_office\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_storage\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_front_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_surfaces_plot_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_bedrooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_bathrooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_shower_rooms\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_toilets\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_garages\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_parking_inside\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_parking_outside\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_floors\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_facades\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_rooms_extra_rooms_possible\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_construction_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_renovation_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_gas\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_water\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_lift\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_cellar\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_terrace\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_garden\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_attic\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_garage\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_furnished\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_accessible\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_alarm\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_comfort_solar_panels\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_terrace_orientation\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_garden_orientation\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_heating\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_glazing\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_window_frames\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_kitchen\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_roof_type\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_roof_material\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_condition\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_label_text\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_label\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_specific\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_co2\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_e_level\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_certificate_number\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_epc_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_asbestos_type\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_asbestos_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_flood_zone\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_flood_p_score\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_flood_g_score\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_flood_riverbank_zone\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_soil_status\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_soil_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_electricity_result\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_electricity_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_electricity_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_gas_certificate_result\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_gas_certificate_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_gas_certificate_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_building_permit\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_allotment_permit\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_preemption_right\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_summons\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_judicial_decision\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_heritage\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_zoning\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_electricity_connection\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_urbanism_sewer_connection\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_notary_fees\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_notary_fees_ex_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_registration_rights\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_vat_regime\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_building_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_ground_part\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_construction_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_total_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_charges_tenant\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_charges_owner\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_inventory_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_agency_cost\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_property_tax\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_finance_cadastral_income\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_availability_from\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_availability_until\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_annuity_is_annuity\` integer;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_annuity_bouquet\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_annuity_monthly_annuity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_annuity_age_head1\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_annuity_age_head2\` numeric;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_video_url\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_virtual_tour_url\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_reference_idx\` ON \`_properties_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_property_type_idx\` ON \`_properties_v\` (\`version_property_type\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_status_idx\` ON \`_properties_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_manager_idx\` ON \`_properties_v\` (\`version_manager_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_project_idx\` ON \`_properties_v\` (\`version_project_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_zip_idx\` ON \`_properties_v\` (\`version_zip\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_region_idx\` ON \`_properties_v\` (\`version_region\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_epc_version_epc_label_idx\` ON \`_properties_v\` (\`version_epc_label\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_seo_version_seo_image_idx\` ON \`_properties_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_price_unit_text\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_marquee\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_neighbourhood\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_points_of_interest\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_architecture_style\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_urbanism_planning_information\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_urbanism_servitudes\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_availability_text\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_annuity_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_seo_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_seo_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projects_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_id\` integer REFERENCES team(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`owners_id\` integer REFERENCES owners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`articles_id\` integer REFERENCES articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`categories_id\` integer REFERENCES categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`questions_id\` integer REFERENCES questions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`routes_id\` integer REFERENCES routes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submissions_id\` integer REFERENCES submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_files_id\` integer REFERENCES submission_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` integer REFERENCES mail_outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appointment_slots_id\` integer REFERENCES appointment_slots(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscribers_id\` integer REFERENCES newsletter_subscribers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_routes_id_idx\` ON \`payload_locked_documents_rels\` (\`routes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`owners_id\` integer REFERENCES owners(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_owners_id_idx\` ON \`payload_preferences_rels\` (\`owners_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`default_language\` text DEFAULT 'nl' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`google_verification\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`facebook_verification\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`norton_safe_web\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`robots\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_street\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_zip\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_city\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_country\` text DEFAULT 'BE';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_vat_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`identity_ipi_number\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`rent_appointment_minimum_monthly_income\` numeric DEFAULT 2000;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`rent_appointment_maximum_persons\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_lifetime_days\` numeric DEFAULT 180 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_floor_covering\`;`)
  await db.run(sql`DROP TABLE \`properties_rels\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_floor_covering\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_rels\`;`)
  await db.run(sql`DROP TABLE \`projects_units\`;`)
  await db.run(sql`DROP TABLE \`projects_untranslated\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_units\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_untranslated\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`team_languages\`;`)
  await db.run(sql`DROP TABLE \`team\`;`)
  await db.run(sql`DROP TABLE \`team_locales\`;`)
  await db.run(sql`DROP TABLE \`owners_sessions\`;`)
  await db.run(sql`DROP TABLE \`owners\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_property_carousel\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_property_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_step_plan_steps\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_step_plan_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_step_plan\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_step_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_contact_card\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_contact_card_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_untranslated\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_property_carousel\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_property_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_step_plan_steps\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_step_plan_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_step_plan\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_step_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_contact_card\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_contact_card_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_untranslated\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`categories_untranslated\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`questions_untranslated\`;`)
  await db.run(sql`DROP TABLE \`questions\`;`)
  await db.run(sql`DROP TABLE \`questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_untranslated\`;`)
  await db.run(sql`DROP TABLE \`_questions_v\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`routes_breadcrumbs\`;`)
  await db.run(sql`DROP TABLE \`routes_redirect_from\`;`)
  await db.run(sql`DROP TABLE \`routes\`;`)
  await db.run(sql`DROP TABLE \`submissions\`;`)
  await db.run(sql`DROP TABLE \`submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`submission_files\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`appointment_slots\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`site_settings_enabled_languages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_identity_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`navigation_header\`;`)
  await db.run(sql`DROP TABLE \`navigation_header_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`form_texts\`;`)
  await db.run(sql`DROP TABLE \`form_texts_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`goal\` text DEFAULT 'sale',
  	\`price\` numeric,
  	\`zip\` text,
  	\`city\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "goal", "price", "zip", "city", "updated_at", "created_at", "_status") SELECT "id", "goal", "price", "zip", "city", "updated_at", "created_at", "_status" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties__status_idx\` ON \`properties\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__properties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_goal\` text DEFAULT 'sale',
  	\`version_price\` numeric,
  	\`version_zip\` text,
  	\`version_city\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__properties_v\`("id", "parent_id", "version_goal", "version_price", "version_zip", "version_city", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_goal", "version_price", "version_zip", "version_city", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_properties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__properties_v\` RENAME TO \`_properties_v\`;`)
  await db.run(sql`CREATE INDEX \`_properties_v_parent_idx\` ON \`_properties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_goal_idx\` ON \`_properties_v\` (\`version_goal\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_price_idx\` ON \`_properties_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_city_idx\` ON \`_properties_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_updated_at_idx\` ON \`_properties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_created_at_idx\` ON \`_properties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version__status_idx\` ON \`_properties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_created_at_idx\` ON \`_properties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_updated_at_idx\` ON \`_properties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_snapshot_idx\` ON \`_properties_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_published_locale_idx\` ON \`_properties_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_latest_idx\` ON \`_properties_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`price_unit_text\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`marquee\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`neighbourhood\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`points_of_interest\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`architecture_style\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`urbanism_planning_information\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`urbanism_servitudes\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`availability_text\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`annuity_conditions\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`seo_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`seo_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_price_unit_text\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_marquee\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_neighbourhood\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_points_of_interest\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_architecture_style\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_urbanism_planning_information\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_urbanism_servitudes\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_availability_text\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_annuity_conditions\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_seo_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_seo_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`default_language\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`google_verification\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`facebook_verification\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`norton_safe_web\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`robots\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_street\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_zip\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_city\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_country\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_phone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_vat_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`identity_ipi_number\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`rent_appointment_minimum_monthly_income\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`rent_appointment_maximum_persons\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_lifetime_days\`;`)
}
