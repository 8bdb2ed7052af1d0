import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_connections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`base_url\` text,
  	\`enabled\` integer DEFAULT true,
  	\`interval_minutes\` numeric DEFAULT 15,
  	\`push_leads\` integer DEFAULT true,
  	\`customer_name\` text,
  	\`customer_password\` text,
  	\`username\` text,
  	\`password\` text,
  	\`client_id\` text,
  	\`office_id\` text,
  	\`client_secret\` text,
  	\`secrets\` text,
  	\`lease_until\` text,
  	\`synced_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_connections_updated_at_idx\` ON \`crm_connections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_connections_created_at_idx\` ON \`crm_connections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`crm_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`connection_id\` integer NOT NULL,
  	\`mode\` text NOT NULL,
  	\`full\` integer DEFAULT false,
  	\`status\` text NOT NULL,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`counts_created\` numeric DEFAULT 0,
  	\`counts_updated\` numeric DEFAULT 0,
  	\`counts_unchanged\` numeric DEFAULT 0,
  	\`counts_withdrawn\` numeric DEFAULT 0,
  	\`counts_failed\` numeric DEFAULT 0,
  	\`counts_photos_downloaded\` numeric DEFAULT 0,
  	\`message\` text,
  	\`report\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`connection_id\`) REFERENCES \`crm_connections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_runs_connection_idx\` ON \`crm_runs\` (\`connection_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_runs_status_idx\` ON \`crm_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`crm_runs_started_at_idx\` ON \`crm_runs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_runs_updated_at_idx\` ON \`crm_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_runs_created_at_idx\` ON \`crm_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`crm_listings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`connection_id\` integer NOT NULL,
  	\`external_id\` text NOT NULL,
  	\`external_ref\` text,
  	\`property_id\` integer,
  	\`state\` text DEFAULT 'active' NOT NULL,
  	\`hash\` text,
  	\`record\` text,
  	\`photos\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`connection_id\`) REFERENCES \`crm_connections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_listings_key_idx\` ON \`crm_listings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`crm_listings_connection_idx\` ON \`crm_listings\` (\`connection_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_listings_property_idx\` ON \`crm_listings\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_listings_updated_at_idx\` ON \`crm_listings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_listings_created_at_idx\` ON \`crm_listings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_connection_id\` integer REFERENCES crm_connections(id);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_external_id\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_external_ref\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_last_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`crm_detached\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`properties_crm_crm_connection_idx\` ON \`properties\` (\`crm_connection_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_crm_crm_external_id_idx\` ON \`properties\` (\`crm_external_id\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_connection_id\` integer REFERENCES crm_connections(id);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_external_id\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_external_ref\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_last_synced_at\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_crm_detached\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_crm_version_crm_connection_idx\` ON \`_properties_v\` (\`version_crm_connection_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_crm_version_crm_external_id_idx\` ON \`_properties_v\` (\`version_crm_external_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`content_hash\` text;`)
  await db.run(sql`CREATE INDEX \`media_content_hash_idx\` ON \`media\` (\`content_hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_connections_id\` integer REFERENCES crm_connections(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_runs_id\` integer REFERENCES crm_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_listings_id\` integer REFERENCES crm_listings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_connections_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_connections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_listings_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_listings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`crm_connections\`;`)
  await db.run(sql`DROP TABLE \`crm_runs\`;`)
  await db.run(sql`DROP TABLE \`crm_listings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`property_type\` text,
  	\`goal\` text DEFAULT 'sale',
  	\`status\` text DEFAULT 'available',
  	\`price\` numeric,
  	\`publish_price\` integer DEFAULT true,
  	\`listed_price\` numeric,
  	\`price_unit\` numeric,
  	\`start_price\` numeric,
  	\`option_price\` numeric,
  	\`featured\` integer DEFAULT false,
  	\`manager_id\` integer,
  	\`project_id\` integer,
  	\`internal_notes\` text,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country_id\` numeric DEFAULT 10,
  	\`publish_address\` integer DEFAULT true,
  	\`region\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`public_latitude\` numeric,
  	\`public_longitude\` numeric,
  	\`floor\` numeric,
  	\`unit_number\` text,
  	\`mobiscore_public_transport\` numeric,
  	\`mobiscore_education\` numeric,
  	\`mobiscore_shops\` numeric,
  	\`mobiscore_leisure\` numeric,
  	\`mobiscore_health\` numeric,
  	\`mobiscore_environment\` numeric,
  	\`mobiscore_nearby\` numeric,
  	\`surfaces_total\` numeric,
  	\`surfaces_living\` numeric,
  	\`surfaces_ground\` numeric,
  	\`surfaces_built\` numeric,
  	\`surfaces_garden\` numeric,
  	\`surfaces_terrace\` numeric,
  	\`surfaces_office\` numeric,
  	\`surfaces_storage\` numeric,
  	\`surfaces_front_width\` numeric,
  	\`surfaces_plot_width\` numeric,
  	\`rooms_bedrooms\` numeric,
  	\`rooms_bathrooms\` numeric,
  	\`rooms_shower_rooms\` numeric,
  	\`rooms_toilets\` numeric,
  	\`rooms_garages\` numeric,
  	\`rooms_parking_inside\` numeric,
  	\`rooms_parking_outside\` numeric,
  	\`rooms_floors\` numeric,
  	\`rooms_facades\` numeric,
  	\`rooms_extra_rooms_possible\` integer,
  	\`construction_year\` numeric,
  	\`renovation_year\` numeric,
  	\`comfort_gas\` integer,
  	\`comfort_water\` integer,
  	\`comfort_lift\` integer,
  	\`comfort_cellar\` integer,
  	\`comfort_terrace\` integer,
  	\`comfort_garden\` integer,
  	\`comfort_attic\` integer,
  	\`comfort_garage\` integer,
  	\`comfort_furnished\` integer,
  	\`comfort_accessible\` integer,
  	\`comfort_alarm\` integer,
  	\`comfort_solar_panels\` integer,
  	\`terrace_orientation\` text,
  	\`garden_orientation\` text,
  	\`heating\` text,
  	\`glazing\` text,
  	\`window_frames\` text,
  	\`kitchen\` text,
  	\`roof_type\` text,
  	\`roof_material\` text,
  	\`roof_condition\` text,
  	\`condition\` text,
  	\`epc_value\` numeric,
  	\`epc_label_text\` text,
  	\`epc_label\` text,
  	\`epc_total\` numeric,
  	\`epc_specific\` numeric,
  	\`epc_co2\` numeric,
  	\`epc_e_level\` numeric,
  	\`epc_certificate_number\` text,
  	\`epc_date\` text,
  	\`epc_end_date\` text,
  	\`asbestos_type\` text,
  	\`asbestos_date\` text,
  	\`flood_zone\` text,
  	\`flood_p_score\` text,
  	\`flood_g_score\` text,
  	\`flood_riverbank_zone\` integer,
  	\`soil_status\` text,
  	\`soil_date\` text,
  	\`electricity_result\` text,
  	\`electricity_date\` text,
  	\`electricity_end_date\` text,
  	\`gas_certificate_result\` text,
  	\`gas_certificate_date\` text,
  	\`gas_certificate_end_date\` text,
  	\`urbanism_building_permit\` text,
  	\`urbanism_allotment_permit\` text,
  	\`urbanism_preemption_right\` text,
  	\`urbanism_summons\` text,
  	\`urbanism_judicial_decision\` text,
  	\`urbanism_heritage\` text,
  	\`urbanism_zoning\` text,
  	\`urbanism_electricity_connection\` integer,
  	\`urbanism_sewer_connection\` integer,
  	\`finance_notary_fees\` numeric,
  	\`finance_notary_fees_ex_vat\` numeric,
  	\`finance_registration_rights\` numeric,
  	\`finance_vat_regime\` integer,
  	\`finance_vat_rate\` numeric,
  	\`finance_building_vat\` numeric,
  	\`finance_ground_part\` numeric,
  	\`finance_construction_cost\` numeric,
  	\`finance_total_cost\` numeric,
  	\`finance_deposit\` numeric,
  	\`finance_charges_tenant\` numeric,
  	\`finance_charges_owner\` numeric,
  	\`finance_inventory_cost\` numeric,
  	\`finance_agency_cost\` numeric,
  	\`finance_property_tax\` numeric,
  	\`finance_cadastral_income\` numeric,
  	\`availability_from\` text,
  	\`availability_until\` text,
  	\`annuity_is_annuity\` integer,
  	\`annuity_bouquet\` numeric,
  	\`annuity_monthly_annuity\` numeric,
  	\`annuity_age_head1\` numeric,
  	\`annuity_age_head2\` numeric,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`seo_image_id\` integer,
  	\`listing_quality\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "reference", "property_type", "goal", "status", "price", "publish_price", "listed_price", "price_unit", "start_price", "option_price", "featured", "manager_id", "project_id", "internal_notes", "street", "house_number", "box_number", "zip", "city", "country_id", "publish_address", "region", "latitude", "longitude", "public_latitude", "public_longitude", "floor", "unit_number", "mobiscore_public_transport", "mobiscore_education", "mobiscore_shops", "mobiscore_leisure", "mobiscore_health", "mobiscore_environment", "mobiscore_nearby", "surfaces_total", "surfaces_living", "surfaces_ground", "surfaces_built", "surfaces_garden", "surfaces_terrace", "surfaces_office", "surfaces_storage", "surfaces_front_width", "surfaces_plot_width", "rooms_bedrooms", "rooms_bathrooms", "rooms_shower_rooms", "rooms_toilets", "rooms_garages", "rooms_parking_inside", "rooms_parking_outside", "rooms_floors", "rooms_facades", "rooms_extra_rooms_possible", "construction_year", "renovation_year", "comfort_gas", "comfort_water", "comfort_lift", "comfort_cellar", "comfort_terrace", "comfort_garden", "comfort_attic", "comfort_garage", "comfort_furnished", "comfort_accessible", "comfort_alarm", "comfort_solar_panels", "terrace_orientation", "garden_orientation", "heating", "glazing", "window_frames", "kitchen", "roof_type", "roof_material", "roof_condition", "condition", "epc_value", "epc_label_text", "epc_label", "epc_total", "epc_specific", "epc_co2", "epc_e_level", "epc_certificate_number", "epc_date", "epc_end_date", "asbestos_type", "asbestos_date", "flood_zone", "flood_p_score", "flood_g_score", "flood_riverbank_zone", "soil_status", "soil_date", "electricity_result", "electricity_date", "electricity_end_date", "gas_certificate_result", "gas_certificate_date", "gas_certificate_end_date", "urbanism_building_permit", "urbanism_allotment_permit", "urbanism_preemption_right", "urbanism_summons", "urbanism_judicial_decision", "urbanism_heritage", "urbanism_zoning", "urbanism_electricity_connection", "urbanism_sewer_connection", "finance_notary_fees", "finance_notary_fees_ex_vat", "finance_registration_rights", "finance_vat_regime", "finance_vat_rate", "finance_building_vat", "finance_ground_part", "finance_construction_cost", "finance_total_cost", "finance_deposit", "finance_charges_tenant", "finance_charges_owner", "finance_inventory_cost", "finance_agency_cost", "finance_property_tax", "finance_cadastral_income", "availability_from", "availability_until", "annuity_is_annuity", "annuity_bouquet", "annuity_monthly_annuity", "annuity_age_head1", "annuity_age_head2", "video_url", "virtual_tour_url", "seo_image_id", "listing_quality", "updated_at", "created_at", "_status") SELECT "id", "reference", "property_type", "goal", "status", "price", "publish_price", "listed_price", "price_unit", "start_price", "option_price", "featured", "manager_id", "project_id", "internal_notes", "street", "house_number", "box_number", "zip", "city", "country_id", "publish_address", "region", "latitude", "longitude", "public_latitude", "public_longitude", "floor", "unit_number", "mobiscore_public_transport", "mobiscore_education", "mobiscore_shops", "mobiscore_leisure", "mobiscore_health", "mobiscore_environment", "mobiscore_nearby", "surfaces_total", "surfaces_living", "surfaces_ground", "surfaces_built", "surfaces_garden", "surfaces_terrace", "surfaces_office", "surfaces_storage", "surfaces_front_width", "surfaces_plot_width", "rooms_bedrooms", "rooms_bathrooms", "rooms_shower_rooms", "rooms_toilets", "rooms_garages", "rooms_parking_inside", "rooms_parking_outside", "rooms_floors", "rooms_facades", "rooms_extra_rooms_possible", "construction_year", "renovation_year", "comfort_gas", "comfort_water", "comfort_lift", "comfort_cellar", "comfort_terrace", "comfort_garden", "comfort_attic", "comfort_garage", "comfort_furnished", "comfort_accessible", "comfort_alarm", "comfort_solar_panels", "terrace_orientation", "garden_orientation", "heating", "glazing", "window_frames", "kitchen", "roof_type", "roof_material", "roof_condition", "condition", "epc_value", "epc_label_text", "epc_label", "epc_total", "epc_specific", "epc_co2", "epc_e_level", "epc_certificate_number", "epc_date", "epc_end_date", "asbestos_type", "asbestos_date", "flood_zone", "flood_p_score", "flood_g_score", "flood_riverbank_zone", "soil_status", "soil_date", "electricity_result", "electricity_date", "electricity_end_date", "gas_certificate_result", "gas_certificate_date", "gas_certificate_end_date", "urbanism_building_permit", "urbanism_allotment_permit", "urbanism_preemption_right", "urbanism_summons", "urbanism_judicial_decision", "urbanism_heritage", "urbanism_zoning", "urbanism_electricity_connection", "urbanism_sewer_connection", "finance_notary_fees", "finance_notary_fees_ex_vat", "finance_registration_rights", "finance_vat_regime", "finance_vat_rate", "finance_building_vat", "finance_ground_part", "finance_construction_cost", "finance_total_cost", "finance_deposit", "finance_charges_tenant", "finance_charges_owner", "finance_inventory_cost", "finance_agency_cost", "finance_property_tax", "finance_cadastral_income", "availability_from", "availability_until", "annuity_is_annuity", "annuity_bouquet", "annuity_monthly_annuity", "annuity_age_head1", "annuity_age_head2", "video_url", "virtual_tour_url", "seo_image_id", "listing_quality", "updated_at", "created_at", "_status" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_listed_price_idx\` ON \`properties\` (\`listed_price\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_manager_idx\` ON \`properties\` (\`manager_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_region_idx\` ON \`properties\` (\`region\`);`)
  await db.run(sql`CREATE INDEX \`properties_epc_epc_label_idx\` ON \`properties\` (\`epc_label\`);`)
  await db.run(sql`CREATE INDEX \`properties_seo_seo_image_idx\` ON \`properties\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties__status_idx\` ON \`properties\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`properties\` (\`public_latitude\`,\`public_longitude\`,\`_status\`,\`goal\`,\`property_type\`,\`listed_price\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_price_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`price\`,\`property_type\`,\`publish_price\`,\`status\`,\`listed_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`,\`id\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_type_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`property_type\`,\`price\`,\`publish_price\`,\`status\`,\`listed_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`,\`id\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_newest_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`status\`,\`"created_at" desc\`,\`"id" desc\`,\`price\`,\`property_type\`,\`publish_price\`,\`listed_price\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_list_price_desc_idx\` ON \`properties\` (\`goal\`,\`_status\`,\`status\`,\`"listed_price" desc\`,\`"id" desc\`,\`price\`,\`property_type\`,\`publish_price\`,\`created_at\`,\`region\`,\`rooms_bedrooms\`,\`comfort_garden\`,\`comfort_terrace\`,\`comfort_garage\`,\`epc_label\`,\`zip\`,\`city\`);`)
  await db.run(sql`CREATE TABLE \`__new__properties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_reference\` text,
  	\`version_property_type\` text,
  	\`version_goal\` text DEFAULT 'sale',
  	\`version_status\` text DEFAULT 'available',
  	\`version_price\` numeric,
  	\`version_publish_price\` integer DEFAULT true,
  	\`version_listed_price\` numeric,
  	\`version_price_unit\` numeric,
  	\`version_start_price\` numeric,
  	\`version_option_price\` numeric,
  	\`version_featured\` integer DEFAULT false,
  	\`version_manager_id\` integer,
  	\`version_project_id\` integer,
  	\`version_internal_notes\` text,
  	\`version_street\` text,
  	\`version_house_number\` text,
  	\`version_box_number\` text,
  	\`version_zip\` text,
  	\`version_city\` text,
  	\`version_country_id\` numeric DEFAULT 10,
  	\`version_publish_address\` integer DEFAULT true,
  	\`version_region\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_public_latitude\` numeric,
  	\`version_public_longitude\` numeric,
  	\`version_floor\` numeric,
  	\`version_unit_number\` text,
  	\`version_mobiscore_public_transport\` numeric,
  	\`version_mobiscore_education\` numeric,
  	\`version_mobiscore_shops\` numeric,
  	\`version_mobiscore_leisure\` numeric,
  	\`version_mobiscore_health\` numeric,
  	\`version_mobiscore_environment\` numeric,
  	\`version_mobiscore_nearby\` numeric,
  	\`version_surfaces_total\` numeric,
  	\`version_surfaces_living\` numeric,
  	\`version_surfaces_ground\` numeric,
  	\`version_surfaces_built\` numeric,
  	\`version_surfaces_garden\` numeric,
  	\`version_surfaces_terrace\` numeric,
  	\`version_surfaces_office\` numeric,
  	\`version_surfaces_storage\` numeric,
  	\`version_surfaces_front_width\` numeric,
  	\`version_surfaces_plot_width\` numeric,
  	\`version_rooms_bedrooms\` numeric,
  	\`version_rooms_bathrooms\` numeric,
  	\`version_rooms_shower_rooms\` numeric,
  	\`version_rooms_toilets\` numeric,
  	\`version_rooms_garages\` numeric,
  	\`version_rooms_parking_inside\` numeric,
  	\`version_rooms_parking_outside\` numeric,
  	\`version_rooms_floors\` numeric,
  	\`version_rooms_facades\` numeric,
  	\`version_rooms_extra_rooms_possible\` integer,
  	\`version_construction_year\` numeric,
  	\`version_renovation_year\` numeric,
  	\`version_comfort_gas\` integer,
  	\`version_comfort_water\` integer,
  	\`version_comfort_lift\` integer,
  	\`version_comfort_cellar\` integer,
  	\`version_comfort_terrace\` integer,
  	\`version_comfort_garden\` integer,
  	\`version_comfort_attic\` integer,
  	\`version_comfort_garage\` integer,
  	\`version_comfort_furnished\` integer,
  	\`version_comfort_accessible\` integer,
  	\`version_comfort_alarm\` integer,
  	\`version_comfort_solar_panels\` integer,
  	\`version_terrace_orientation\` text,
  	\`version_garden_orientation\` text,
  	\`version_heating\` text,
  	\`version_glazing\` text,
  	\`version_window_frames\` text,
  	\`version_kitchen\` text,
  	\`version_roof_type\` text,
  	\`version_roof_material\` text,
  	\`version_roof_condition\` text,
  	\`version_condition\` text,
  	\`version_epc_value\` numeric,
  	\`version_epc_label_text\` text,
  	\`version_epc_label\` text,
  	\`version_epc_total\` numeric,
  	\`version_epc_specific\` numeric,
  	\`version_epc_co2\` numeric,
  	\`version_epc_e_level\` numeric,
  	\`version_epc_certificate_number\` text,
  	\`version_epc_date\` text,
  	\`version_epc_end_date\` text,
  	\`version_asbestos_type\` text,
  	\`version_asbestos_date\` text,
  	\`version_flood_zone\` text,
  	\`version_flood_p_score\` text,
  	\`version_flood_g_score\` text,
  	\`version_flood_riverbank_zone\` integer,
  	\`version_soil_status\` text,
  	\`version_soil_date\` text,
  	\`version_electricity_result\` text,
  	\`version_electricity_date\` text,
  	\`version_electricity_end_date\` text,
  	\`version_gas_certificate_result\` text,
  	\`version_gas_certificate_date\` text,
  	\`version_gas_certificate_end_date\` text,
  	\`version_urbanism_building_permit\` text,
  	\`version_urbanism_allotment_permit\` text,
  	\`version_urbanism_preemption_right\` text,
  	\`version_urbanism_summons\` text,
  	\`version_urbanism_judicial_decision\` text,
  	\`version_urbanism_heritage\` text,
  	\`version_urbanism_zoning\` text,
  	\`version_urbanism_electricity_connection\` integer,
  	\`version_urbanism_sewer_connection\` integer,
  	\`version_finance_notary_fees\` numeric,
  	\`version_finance_notary_fees_ex_vat\` numeric,
  	\`version_finance_registration_rights\` numeric,
  	\`version_finance_vat_regime\` integer,
  	\`version_finance_vat_rate\` numeric,
  	\`version_finance_building_vat\` numeric,
  	\`version_finance_ground_part\` numeric,
  	\`version_finance_construction_cost\` numeric,
  	\`version_finance_total_cost\` numeric,
  	\`version_finance_deposit\` numeric,
  	\`version_finance_charges_tenant\` numeric,
  	\`version_finance_charges_owner\` numeric,
  	\`version_finance_inventory_cost\` numeric,
  	\`version_finance_agency_cost\` numeric,
  	\`version_finance_property_tax\` numeric,
  	\`version_finance_cadastral_income\` numeric,
  	\`version_availability_from\` text,
  	\`version_availability_until\` text,
  	\`version_annuity_is_annuity\` integer,
  	\`version_annuity_bouquet\` numeric,
  	\`version_annuity_monthly_annuity\` numeric,
  	\`version_annuity_age_head1\` numeric,
  	\`version_annuity_age_head2\` numeric,
  	\`version_video_url\` text,
  	\`version_virtual_tour_url\` text,
  	\`version_seo_image_id\` integer,
  	\`version_listing_quality\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_manager_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__properties_v\`("id", "parent_id", "version_reference", "version_property_type", "version_goal", "version_status", "version_price", "version_publish_price", "version_listed_price", "version_price_unit", "version_start_price", "version_option_price", "version_featured", "version_manager_id", "version_project_id", "version_internal_notes", "version_street", "version_house_number", "version_box_number", "version_zip", "version_city", "version_country_id", "version_publish_address", "version_region", "version_latitude", "version_longitude", "version_public_latitude", "version_public_longitude", "version_floor", "version_unit_number", "version_mobiscore_public_transport", "version_mobiscore_education", "version_mobiscore_shops", "version_mobiscore_leisure", "version_mobiscore_health", "version_mobiscore_environment", "version_mobiscore_nearby", "version_surfaces_total", "version_surfaces_living", "version_surfaces_ground", "version_surfaces_built", "version_surfaces_garden", "version_surfaces_terrace", "version_surfaces_office", "version_surfaces_storage", "version_surfaces_front_width", "version_surfaces_plot_width", "version_rooms_bedrooms", "version_rooms_bathrooms", "version_rooms_shower_rooms", "version_rooms_toilets", "version_rooms_garages", "version_rooms_parking_inside", "version_rooms_parking_outside", "version_rooms_floors", "version_rooms_facades", "version_rooms_extra_rooms_possible", "version_construction_year", "version_renovation_year", "version_comfort_gas", "version_comfort_water", "version_comfort_lift", "version_comfort_cellar", "version_comfort_terrace", "version_comfort_garden", "version_comfort_attic", "version_comfort_garage", "version_comfort_furnished", "version_comfort_accessible", "version_comfort_alarm", "version_comfort_solar_panels", "version_terrace_orientation", "version_garden_orientation", "version_heating", "version_glazing", "version_window_frames", "version_kitchen", "version_roof_type", "version_roof_material", "version_roof_condition", "version_condition", "version_epc_value", "version_epc_label_text", "version_epc_label", "version_epc_total", "version_epc_specific", "version_epc_co2", "version_epc_e_level", "version_epc_certificate_number", "version_epc_date", "version_epc_end_date", "version_asbestos_type", "version_asbestos_date", "version_flood_zone", "version_flood_p_score", "version_flood_g_score", "version_flood_riverbank_zone", "version_soil_status", "version_soil_date", "version_electricity_result", "version_electricity_date", "version_electricity_end_date", "version_gas_certificate_result", "version_gas_certificate_date", "version_gas_certificate_end_date", "version_urbanism_building_permit", "version_urbanism_allotment_permit", "version_urbanism_preemption_right", "version_urbanism_summons", "version_urbanism_judicial_decision", "version_urbanism_heritage", "version_urbanism_zoning", "version_urbanism_electricity_connection", "version_urbanism_sewer_connection", "version_finance_notary_fees", "version_finance_notary_fees_ex_vat", "version_finance_registration_rights", "version_finance_vat_regime", "version_finance_vat_rate", "version_finance_building_vat", "version_finance_ground_part", "version_finance_construction_cost", "version_finance_total_cost", "version_finance_deposit", "version_finance_charges_tenant", "version_finance_charges_owner", "version_finance_inventory_cost", "version_finance_agency_cost", "version_finance_property_tax", "version_finance_cadastral_income", "version_availability_from", "version_availability_until", "version_annuity_is_annuity", "version_annuity_bouquet", "version_annuity_monthly_annuity", "version_annuity_age_head1", "version_annuity_age_head2", "version_video_url", "version_virtual_tour_url", "version_seo_image_id", "version_listing_quality", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_reference", "version_property_type", "version_goal", "version_status", "version_price", "version_publish_price", "version_listed_price", "version_price_unit", "version_start_price", "version_option_price", "version_featured", "version_manager_id", "version_project_id", "version_internal_notes", "version_street", "version_house_number", "version_box_number", "version_zip", "version_city", "version_country_id", "version_publish_address", "version_region", "version_latitude", "version_longitude", "version_public_latitude", "version_public_longitude", "version_floor", "version_unit_number", "version_mobiscore_public_transport", "version_mobiscore_education", "version_mobiscore_shops", "version_mobiscore_leisure", "version_mobiscore_health", "version_mobiscore_environment", "version_mobiscore_nearby", "version_surfaces_total", "version_surfaces_living", "version_surfaces_ground", "version_surfaces_built", "version_surfaces_garden", "version_surfaces_terrace", "version_surfaces_office", "version_surfaces_storage", "version_surfaces_front_width", "version_surfaces_plot_width", "version_rooms_bedrooms", "version_rooms_bathrooms", "version_rooms_shower_rooms", "version_rooms_toilets", "version_rooms_garages", "version_rooms_parking_inside", "version_rooms_parking_outside", "version_rooms_floors", "version_rooms_facades", "version_rooms_extra_rooms_possible", "version_construction_year", "version_renovation_year", "version_comfort_gas", "version_comfort_water", "version_comfort_lift", "version_comfort_cellar", "version_comfort_terrace", "version_comfort_garden", "version_comfort_attic", "version_comfort_garage", "version_comfort_furnished", "version_comfort_accessible", "version_comfort_alarm", "version_comfort_solar_panels", "version_terrace_orientation", "version_garden_orientation", "version_heating", "version_glazing", "version_window_frames", "version_kitchen", "version_roof_type", "version_roof_material", "version_roof_condition", "version_condition", "version_epc_value", "version_epc_label_text", "version_epc_label", "version_epc_total", "version_epc_specific", "version_epc_co2", "version_epc_e_level", "version_epc_certificate_number", "version_epc_date", "version_epc_end_date", "version_asbestos_type", "version_asbestos_date", "version_flood_zone", "version_flood_p_score", "version_flood_g_score", "version_flood_riverbank_zone", "version_soil_status", "version_soil_date", "version_electricity_result", "version_electricity_date", "version_electricity_end_date", "version_gas_certificate_result", "version_gas_certificate_date", "version_gas_certificate_end_date", "version_urbanism_building_permit", "version_urbanism_allotment_permit", "version_urbanism_preemption_right", "version_urbanism_summons", "version_urbanism_judicial_decision", "version_urbanism_heritage", "version_urbanism_zoning", "version_urbanism_electricity_connection", "version_urbanism_sewer_connection", "version_finance_notary_fees", "version_finance_notary_fees_ex_vat", "version_finance_registration_rights", "version_finance_vat_regime", "version_finance_vat_rate", "version_finance_building_vat", "version_finance_ground_part", "version_finance_construction_cost", "version_finance_total_cost", "version_finance_deposit", "version_finance_charges_tenant", "version_finance_charges_owner", "version_finance_inventory_cost", "version_finance_agency_cost", "version_finance_property_tax", "version_finance_cadastral_income", "version_availability_from", "version_availability_until", "version_annuity_is_annuity", "version_annuity_bouquet", "version_annuity_monthly_annuity", "version_annuity_age_head1", "version_annuity_age_head2", "version_video_url", "version_virtual_tour_url", "version_seo_image_id", "version_listing_quality", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_properties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__properties_v\` RENAME TO \`_properties_v\`;`)
  await db.run(sql`CREATE INDEX \`_properties_v_parent_idx\` ON \`_properties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_reference_idx\` ON \`_properties_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_property_type_idx\` ON \`_properties_v\` (\`version_property_type\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_goal_idx\` ON \`_properties_v\` (\`version_goal\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_status_idx\` ON \`_properties_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_price_idx\` ON \`_properties_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_listed_price_idx\` ON \`_properties_v\` (\`version_listed_price\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_featured_idx\` ON \`_properties_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_manager_idx\` ON \`_properties_v\` (\`version_manager_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_project_idx\` ON \`_properties_v\` (\`version_project_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_zip_idx\` ON \`_properties_v\` (\`version_zip\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_city_idx\` ON \`_properties_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_region_idx\` ON \`_properties_v\` (\`version_region\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_epc_version_epc_label_idx\` ON \`_properties_v\` (\`version_epc_label\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_seo_version_seo_image_idx\` ON \`_properties_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_updated_at_idx\` ON \`_properties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_created_at_idx\` ON \`_properties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version__status_idx\` ON \`_properties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_created_at_idx\` ON \`_properties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_updated_at_idx\` ON \`_properties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_snapshot_idx\` ON \`_properties_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_published_locale_idx\` ON \`_properties_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_latest_idx\` ON \`_properties_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_1_idx\` ON \`_properties_v\` (\`version_public_latitude\`,\`version_public_longitude\`,\`version__status\`,\`version_goal\`,\`version_property_type\`,\`version_listed_price\`,\`version_created_at\`);`)
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
  	FOREIGN KEY (\`cost_rules_id\`) REFERENCES \`cost_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "saved_searches_id", "saved_search_alerts_id", "favourite_lists_id", "request_counters_id", "cost_rules_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "media_id", "documents_id", "team_id", "users_id", "owners_id", "articles_id", "categories_id", "questions_id", "testimonials_id", "routes_id", "submissions_id", "property_activities_id", "property_views_id", "view_hits_id", "submission_files_id", "mail_outbox_id", "appointment_slots_id", "newsletter_subscribers_id", "saved_searches_id", "saved_search_alerts_id", "favourite_lists_id", "request_counters_id", "cost_rules_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`media_content_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`content_hash\`;`)
}
