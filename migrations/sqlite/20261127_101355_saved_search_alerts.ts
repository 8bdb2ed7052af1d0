import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`saved_searches_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_types_order_idx\` ON \`saved_searches_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_types_parent_idx\` ON \`saved_searches_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_types_value_idx\` ON \`saved_searches_types\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`frequency\` text DEFAULT 'instant' NOT NULL,
  	\`locale\` text DEFAULT 'nl' NOT NULL,
  	\`goal\` text NOT NULL,
  	\`area\` text,
  	\`min_price\` numeric,
  	\`max_price\` numeric,
  	\`min_bedrooms\` numeric,
  	\`max_bedrooms\` numeric,
  	\`min_bathrooms\` numeric,
  	\`min_garages\` numeric,
  	\`max_garages\` numeric,
  	\`min_parking\` numeric,
  	\`max_parking\` numeric,
  	\`terrace\` integer DEFAULT false,
  	\`garden\` integer DEFAULT false,
  	\`token\` text,
  	\`origin\` text,
  	\`submission_id\` integer,
  	\`confirmed_at\` text,
  	\`last_digest_at\` text,
  	\`stopped_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_email_idx\` ON \`saved_searches\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_status_idx\` ON \`saved_searches\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_frequency_idx\` ON \`saved_searches\` (\`frequency\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_goal_idx\` ON \`saved_searches\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_min_price_idx\` ON \`saved_searches\` (\`min_price\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_max_price_idx\` ON \`saved_searches\` (\`max_price\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_min_bedrooms_idx\` ON \`saved_searches\` (\`min_bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_max_bedrooms_idx\` ON \`saved_searches\` (\`max_bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_min_bathrooms_idx\` ON \`saved_searches\` (\`min_bathrooms\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_min_garages_idx\` ON \`saved_searches\` (\`min_garages\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_max_garages_idx\` ON \`saved_searches\` (\`max_garages\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_min_parking_idx\` ON \`saved_searches\` (\`min_parking\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_max_parking_idx\` ON \`saved_searches\` (\`max_parking\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`saved_searches_token_idx\` ON \`saved_searches\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_submission_idx\` ON \`saved_searches\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_stopped_at_idx\` ON \`saved_searches\` (\`stopped_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`saved_searches_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_texts_order_parent\` ON \`saved_searches_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_texts_text_idx\` ON \`saved_searches_texts\` (\`text\`);`)
  await db.run(sql`CREATE TABLE \`saved_search_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`saved_search_id\` integer NOT NULL,
  	\`property_id\` integer,
  	\`event\` text NOT NULL,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`price\` numeric,
  	\`old_price\` numeric,
  	\`mail_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`saved_search_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mail_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`saved_search_alerts_key_idx\` ON \`saved_search_alerts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_saved_search_idx\` ON \`saved_search_alerts\` (\`saved_search_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_property_idx\` ON \`saved_search_alerts\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_status_idx\` ON \`saved_search_alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_mail_idx\` ON \`saved_search_alerts\` (\`mail_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_updated_at_idx\` ON \`saved_search_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_created_at_idx\` ON \`saved_search_alerts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`headers\` text;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_outbox_key_idx\` ON \`mail_outbox\` (\`key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` integer REFERENCES saved_searches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_search_alerts_id\` integer REFERENCES saved_search_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_search_alerts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`saved_searches_types\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`saved_searches_texts\`;`)
  await db.run(sql`DROP TABLE \`saved_search_alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`team_id\` integer,
  	\`users_id\` integer,
  	\`owners_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`questions_id\` integer,
  	\`testimonials_id\` integer,
  	\`routes_id\` integer,
  	\`submissions_id\` integer,
  	\`property_activities_id\` integer,
  	\`property_views_id\` integer,
  	\`view_hits_id\` integer,
  	\`submission_files_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`appointment_slots_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`request_counters_id\` integer,
  	\`cost_rules_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`routes_id\`) REFERENCES \`routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submissions_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_activities_id\`) REFERENCES \`property_activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_views_id\`) REFERENCES \`property_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`view_hits_id\`) REFERENCES \`view_hits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_slots_id\`) REFERENCES \`appointment_slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_counters_id\`) REFERENCES \`request_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cost_rules_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "request_counters_id", "cost_rules_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "request_counters_id", "cost_rules_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_routes_id_idx\` ON \`payload_locked_documents_rels\` (\`routes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`property_activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_views_id_idx\` ON \`payload_locked_documents_rels\` (\`property_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_view_hits_id_idx\` ON \`payload_locked_documents_rels\` (\`view_hits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`request_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_rules_id\`);`)
  await db.run(sql`DROP INDEX \`mail_outbox_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`headers\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`key\`;`)
}
