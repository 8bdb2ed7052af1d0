import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles_blocks_project_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_project_list_order_idx\` ON \`articles_blocks_project_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_project_list_parent_id_idx\` ON \`articles_blocks_project_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_project_list_path_idx\` ON \`articles_blocks_project_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_project_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_project_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_project_list_locales_locale_parent_id_unique\` ON \`articles_blocks_project_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_order_idx\` ON \`articles_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_parent_id_idx\` ON \`articles_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_path_idx\` ON \`articles_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_article_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_article_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_article_list_locales_locale_parent_id_unique\` ON \`articles_blocks_article_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_search_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_search_box_order_idx\` ON \`articles_blocks_search_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_search_box_parent_id_idx\` ON \`articles_blocks_search_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_search_box_path_idx\` ON \`articles_blocks_search_box\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_search_box_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_search_box\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_blocks_search_box_locales_locale_parent_id_unique\` ON \`articles_blocks_search_box_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_project_list\` (
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
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_project_list_order_idx\` ON \`_articles_v_blocks_project_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_project_list_parent_id_idx\` ON \`_articles_v_blocks_project_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_project_list_path_idx\` ON \`_articles_v_blocks_project_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_project_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_project_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_project_list_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_project_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_order_idx\` ON \`_articles_v_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_parent_id_idx\` ON \`_articles_v_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_path_idx\` ON \`_articles_v_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_article_list_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_article_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_article_list_locales_locale_parent_id_uni\` ON \`_articles_v_blocks_article_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_search_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_search_box_order_idx\` ON \`_articles_v_blocks_search_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_search_box_parent_id_idx\` ON \`_articles_v_blocks_search_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_search_box_path_idx\` ON \`_articles_v_blocks_search_box\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_search_box_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_search_box\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_blocks_search_box_locales_locale_parent_id_uniqu\` ON \`_articles_v_blocks_search_box_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_order_idx\` ON \`home_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_parent_id_idx\` ON \`home_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_path_idx\` ON \`home_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_rich_text_locales\` (
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_rich_text_locales_locale_parent_id_unique\` ON \`home_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`width\` text DEFAULT 'content' NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_image_order_idx\` ON \`home_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_image_parent_id_idx\` ON \`home_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_image_path_idx\` ON \`home_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_image_image_idx\` ON \`home_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_image_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_image_locales_locale_parent_id_unique\` ON \`home_blocks_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_call_to_action\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_order_idx\` ON \`home_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_parent_id_idx\` ON \`home_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_path_idx\` ON \`home_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_link_link_article_idx\` ON \`home_blocks_call_to_action\` (\`link_article_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_call_to_action_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`home_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_property_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`goal\` text DEFAULT 'sale' NOT NULL,
  	\`type\` text,
  	\`city\` text,
  	\`limit\` numeric DEFAULT 6 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_property_carousel_order_idx\` ON \`home_blocks_property_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_property_carousel_parent_id_idx\` ON \`home_blocks_property_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_property_carousel_path_idx\` ON \`home_blocks_property_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_property_carousel_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_property_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_property_carousel_locales_locale_parent_id_uniqu\` ON \`home_blocks_property_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_project_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_project_list_order_idx\` ON \`home_blocks_project_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_project_list_parent_id_idx\` ON \`home_blocks_project_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_project_list_path_idx\` ON \`home_blocks_project_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_project_list_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_project_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_project_list_locales_locale_parent_id_unique\` ON \`home_blocks_project_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'news' NOT NULL,
  	\`limit\` numeric DEFAULT 3 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_article_list_order_idx\` ON \`home_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_article_list_parent_id_idx\` ON \`home_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_article_list_path_idx\` ON \`home_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_article_list_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_article_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_article_list_locales_locale_parent_id_unique\` ON \`home_blocks_article_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_search_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_search_box_order_idx\` ON \`home_blocks_search_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_search_box_parent_id_idx\` ON \`home_blocks_search_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_search_box_path_idx\` ON \`home_blocks_search_box\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_search_box_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_search_box\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_search_box_locales_locale_parent_id_unique\` ON \`home_blocks_search_box_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3 NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_order_idx\` ON \`home_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_parent_id_idx\` ON \`home_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_testimonials_path_idx\` ON \`home_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_testimonials_locales\` (
  	\`heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_testimonials_locales_locale_parent_id_unique\` ON \`home_blocks_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_items_order_idx\` ON \`home_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_items_parent_id_idx\` ON \`home_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_items_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_items_locales_locale_parent_id_unique\` ON \`home_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_order_idx\` ON \`home_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_parent_id_idx\` ON \`home_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_path_idx\` ON \`home_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_locales_locale_parent_id_unique\` ON \`home_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_step_plan_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_step_plan_steps_order_idx\` ON \`home_blocks_step_plan_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_step_plan_steps_parent_id_idx\` ON \`home_blocks_step_plan_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_step_plan_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_step_plan_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_step_plan_steps_locales_locale_parent_id_unique\` ON \`home_blocks_step_plan_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_step_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_step_plan_order_idx\` ON \`home_blocks_step_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_step_plan_parent_id_idx\` ON \`home_blocks_step_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_step_plan_path_idx\` ON \`home_blocks_step_plan\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_step_plan_locales\` (
  	\`heading\` text NOT NULL,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_step_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_step_plan_locales_locale_parent_id_unique\` ON \`home_blocks_step_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_contact_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_address\` integer DEFAULT true,
  	\`show_phone\` integer DEFAULT true,
  	\`show_email\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_card_order_idx\` ON \`home_blocks_contact_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_card_parent_id_idx\` ON \`home_blocks_contact_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_contact_card_path_idx\` ON \`home_blocks_contact_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_contact_card_locales\` (
  	\`heading\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_contact_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_contact_card_locales_locale_parent_id_unique\` ON \`home_blocks_contact_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_testimonials_id_idx\` ON \`home_rels\` (\`testimonials_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles_blocks_project_list\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_project_list_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_article_list_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_search_box\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_search_box_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_project_list\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_project_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_article_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_search_box\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_search_box_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_image_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_property_carousel\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_property_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_project_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_project_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_article_list_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_search_box\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_search_box_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_step_plan_steps\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_step_plan_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_step_plan\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_step_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_contact_card\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_contact_card_locales\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
}
