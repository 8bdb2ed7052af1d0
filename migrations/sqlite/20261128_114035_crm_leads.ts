import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`submission_id\` integer NOT NULL,
  	\`connection_id\` integer NOT NULL,
  	\`external_id\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`sent_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`lead\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`connection_id\`) REFERENCES \`crm_connections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_leads_key_idx\` ON \`crm_leads\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`crm_leads_submission_idx\` ON \`crm_leads\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_leads_connection_idx\` ON \`crm_leads\` (\`connection_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_leads_updated_at_idx\` ON \`crm_leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_leads_created_at_idx\` ON \`crm_leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_leads_id\` integer REFERENCES crm_leads(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_leads_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`crm_leads\`;`)
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
  	\`saved_searches_id\` integer,
  	\`saved_search_alerts_id\` integer,
  	\`favourite_lists_id\` integer,
  	\`request_counters_id\` integer,
  	\`cost_rules_id\` integer,
  	\`crm_connections_id\` integer,
  	\`crm_runs_id\` integer,
  	\`crm_listings_id\` integer,
  	\`crm_events_id\` integer,
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
  	FOREIGN KEY (\`saved_searches_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_search_alerts_id\`) REFERENCES \`saved_search_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourite_lists_id\`) REFERENCES \`favourite_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_counters_id\`) REFERENCES \`request_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cost_rules_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_connections_id\`) REFERENCES \`crm_connections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_runs_id\`) REFERENCES \`crm_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_listings_id\`) REFERENCES \`crm_listings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`crm_events_id\`) REFERENCES \`crm_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "saved_searches_id", "saved_search_alerts_id", "favourite_lists_id", "request_counters_id", "cost_rules_id", "crm_connections_id", "crm_runs_id", "crm_listings_id", "crm_events_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "saved_searches_id", "saved_search_alerts_id", "favourite_lists_id", "request_counters_id", "cost_rules_id", "crm_connections_id", "crm_runs_id", "crm_listings_id", "crm_events_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_search_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourite_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`favourite_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`request_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_connections_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_connections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_listings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_events_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_events_id\`);`)
}
