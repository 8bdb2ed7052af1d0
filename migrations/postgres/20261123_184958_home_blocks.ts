import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_blocks_article_list_kind" AS ENUM('news', 'service');
  CREATE TYPE "public"."enum__articles_v_blocks_article_list_kind" AS ENUM('news', 'service');
  CREATE TYPE "public"."enum_home_blocks_image_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_home_blocks_call_to_action_link_kind" AS ENUM('route', 'article', 'external');
  CREATE TYPE "public"."enum_home_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  CREATE TYPE "public"."enum_home_blocks_property_carousel_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_home_blocks_property_carousel_type" AS ENUM('house', 'apartment', 'land', 'commercial', 'office', 'parking');
  CREATE TYPE "public"."enum_home_blocks_article_list_kind" AS ENUM('news', 'service');
  CREATE TABLE "articles_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_project_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_blocks_article_list_kind" DEFAULT 'news',
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_article_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_search_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_search_box_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_project_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__articles_v_blocks_article_list_kind" DEFAULT 'news',
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_article_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_search_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_search_box_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_rich_text_locales" (
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"width" "enum_home_blocks_image_width" DEFAULT 'content' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_home_blocks_call_to_action_link_kind" DEFAULT 'route',
  	"link_route" "enum_home_blocks_call_to_action_link_route",
  	"link_article_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_call_to_action_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_property_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"goal" "enum_home_blocks_property_carousel_goal" DEFAULT 'sale' NOT NULL,
  	"type" "enum_home_blocks_property_carousel_type",
  	"city" varchar,
  	"limit" numeric DEFAULT 6 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_property_carousel_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_project_list_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_article_list_kind" DEFAULT 'news' NOT NULL,
  	"limit" numeric DEFAULT 3 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_article_list_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_search_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_search_box_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3 NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_testimonials_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_step_plan_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_step_plan_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_step_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_step_plan_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_contact_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_address" boolean DEFAULT true,
  	"show_phone" boolean DEFAULT true,
  	"show_email" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_contact_card_locales" (
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  ALTER TABLE "articles_blocks_project_list" ADD CONSTRAINT "articles_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_project_list_locales" ADD CONSTRAINT "articles_blocks_project_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_project_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_article_list" ADD CONSTRAINT "articles_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_article_list_locales" ADD CONSTRAINT "articles_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_search_box" ADD CONSTRAINT "articles_blocks_search_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_search_box_locales" ADD CONSTRAINT "articles_blocks_search_box_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_search_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_project_list" ADD CONSTRAINT "_articles_v_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_project_list_locales" ADD CONSTRAINT "_articles_v_blocks_project_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_project_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_article_list" ADD CONSTRAINT "_articles_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_article_list_locales" ADD CONSTRAINT "_articles_v_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_search_box" ADD CONSTRAINT "_articles_v_blocks_search_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_search_box_locales" ADD CONSTRAINT "_articles_v_blocks_search_box_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_search_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text" ADD CONSTRAINT "home_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text_locales" ADD CONSTRAINT "home_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_image" ADD CONSTRAINT "home_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_image" ADD CONSTRAINT "home_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_image_locales" ADD CONSTRAINT "home_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action" ADD CONSTRAINT "home_blocks_call_to_action_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action" ADD CONSTRAINT "home_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action_locales" ADD CONSTRAINT "home_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_property_carousel" ADD CONSTRAINT "home_blocks_property_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_property_carousel_locales" ADD CONSTRAINT "home_blocks_property_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_property_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_project_list" ADD CONSTRAINT "home_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_project_list_locales" ADD CONSTRAINT "home_blocks_project_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_project_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_article_list" ADD CONSTRAINT "home_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_article_list_locales" ADD CONSTRAINT "home_blocks_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_search_box" ADD CONSTRAINT "home_blocks_search_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_search_box_locales" ADD CONSTRAINT "home_blocks_search_box_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_search_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials" ADD CONSTRAINT "home_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_testimonials_locales" ADD CONSTRAINT "home_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items" ADD CONSTRAINT "home_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items_locales" ADD CONSTRAINT "home_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq" ADD CONSTRAINT "home_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_locales" ADD CONSTRAINT "home_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_step_plan_steps" ADD CONSTRAINT "home_blocks_step_plan_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_step_plan_steps_locales" ADD CONSTRAINT "home_blocks_step_plan_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_step_plan_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_step_plan" ADD CONSTRAINT "home_blocks_step_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_step_plan_locales" ADD CONSTRAINT "home_blocks_step_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_contact_card" ADD CONSTRAINT "home_blocks_contact_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_contact_card_locales" ADD CONSTRAINT "home_blocks_contact_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_contact_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_blocks_project_list_order_idx" ON "articles_blocks_project_list" USING btree ("_order");
  CREATE INDEX "articles_blocks_project_list_parent_id_idx" ON "articles_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_project_list_path_idx" ON "articles_blocks_project_list" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_project_list_locales_locale_parent_id_unique" ON "articles_blocks_project_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_article_list_order_idx" ON "articles_blocks_article_list" USING btree ("_order");
  CREATE INDEX "articles_blocks_article_list_parent_id_idx" ON "articles_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_article_list_path_idx" ON "articles_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_article_list_locales_locale_parent_id_unique" ON "articles_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_search_box_order_idx" ON "articles_blocks_search_box" USING btree ("_order");
  CREATE INDEX "articles_blocks_search_box_parent_id_idx" ON "articles_blocks_search_box" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_search_box_path_idx" ON "articles_blocks_search_box" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_search_box_locales_locale_parent_id_unique" ON "articles_blocks_search_box_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_project_list_order_idx" ON "_articles_v_blocks_project_list" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_project_list_parent_id_idx" ON "_articles_v_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_project_list_path_idx" ON "_articles_v_blocks_project_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_project_list_locales_locale_parent_id_uni" ON "_articles_v_blocks_project_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_article_list_order_idx" ON "_articles_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_article_list_parent_id_idx" ON "_articles_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_article_list_path_idx" ON "_articles_v_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_article_list_locales_locale_parent_id_uni" ON "_articles_v_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_search_box_order_idx" ON "_articles_v_blocks_search_box" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_search_box_parent_id_idx" ON "_articles_v_blocks_search_box" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_search_box_path_idx" ON "_articles_v_blocks_search_box" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_search_box_locales_locale_parent_id_uniqu" ON "_articles_v_blocks_search_box_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_rich_text_order_idx" ON "home_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_blocks_rich_text_parent_id_idx" ON "home_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_rich_text_path_idx" ON "home_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_rich_text_locales_locale_parent_id_unique" ON "home_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_image_order_idx" ON "home_blocks_image" USING btree ("_order");
  CREATE INDEX "home_blocks_image_parent_id_idx" ON "home_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_image_path_idx" ON "home_blocks_image" USING btree ("_path");
  CREATE INDEX "home_blocks_image_image_idx" ON "home_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_image_locales_locale_parent_id_unique" ON "home_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_call_to_action_order_idx" ON "home_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "home_blocks_call_to_action_parent_id_idx" ON "home_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_call_to_action_path_idx" ON "home_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "home_blocks_call_to_action_link_link_article_idx" ON "home_blocks_call_to_action" USING btree ("link_article_id");
  CREATE UNIQUE INDEX "home_blocks_call_to_action_locales_locale_parent_id_unique" ON "home_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_property_carousel_order_idx" ON "home_blocks_property_carousel" USING btree ("_order");
  CREATE INDEX "home_blocks_property_carousel_parent_id_idx" ON "home_blocks_property_carousel" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_property_carousel_path_idx" ON "home_blocks_property_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_property_carousel_locales_locale_parent_id_uniqu" ON "home_blocks_property_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_project_list_order_idx" ON "home_blocks_project_list" USING btree ("_order");
  CREATE INDEX "home_blocks_project_list_parent_id_idx" ON "home_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_project_list_path_idx" ON "home_blocks_project_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_project_list_locales_locale_parent_id_unique" ON "home_blocks_project_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_article_list_order_idx" ON "home_blocks_article_list" USING btree ("_order");
  CREATE INDEX "home_blocks_article_list_parent_id_idx" ON "home_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_article_list_path_idx" ON "home_blocks_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_article_list_locales_locale_parent_id_unique" ON "home_blocks_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_search_box_order_idx" ON "home_blocks_search_box" USING btree ("_order");
  CREATE INDEX "home_blocks_search_box_parent_id_idx" ON "home_blocks_search_box" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_search_box_path_idx" ON "home_blocks_search_box" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_search_box_locales_locale_parent_id_unique" ON "home_blocks_search_box_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_testimonials_order_idx" ON "home_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "home_blocks_testimonials_parent_id_idx" ON "home_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_testimonials_path_idx" ON "home_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_testimonials_locales_locale_parent_id_unique" ON "home_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_items_order_idx" ON "home_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_items_parent_id_idx" ON "home_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_faq_items_locales_locale_parent_id_unique" ON "home_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_order_idx" ON "home_blocks_faq" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_parent_id_idx" ON "home_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_faq_path_idx" ON "home_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_faq_locales_locale_parent_id_unique" ON "home_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_step_plan_steps_order_idx" ON "home_blocks_step_plan_steps" USING btree ("_order");
  CREATE INDEX "home_blocks_step_plan_steps_parent_id_idx" ON "home_blocks_step_plan_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_step_plan_steps_locales_locale_parent_id_unique" ON "home_blocks_step_plan_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_step_plan_order_idx" ON "home_blocks_step_plan" USING btree ("_order");
  CREATE INDEX "home_blocks_step_plan_parent_id_idx" ON "home_blocks_step_plan" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_step_plan_path_idx" ON "home_blocks_step_plan" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_step_plan_locales_locale_parent_id_unique" ON "home_blocks_step_plan_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_contact_card_order_idx" ON "home_blocks_contact_card" USING btree ("_order");
  CREATE INDEX "home_blocks_contact_card_parent_id_idx" ON "home_blocks_contact_card" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_contact_card_path_idx" ON "home_blocks_contact_card" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_contact_card_locales_locale_parent_id_unique" ON "home_blocks_contact_card_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_testimonials_id_idx" ON "home_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "articles_blocks_project_list" CASCADE;
  DROP TABLE "articles_blocks_project_list_locales" CASCADE;
  DROP TABLE "articles_blocks_article_list" CASCADE;
  DROP TABLE "articles_blocks_article_list_locales" CASCADE;
  DROP TABLE "articles_blocks_search_box" CASCADE;
  DROP TABLE "articles_blocks_search_box_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_project_list" CASCADE;
  DROP TABLE "_articles_v_blocks_project_list_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_article_list" CASCADE;
  DROP TABLE "_articles_v_blocks_article_list_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_search_box" CASCADE;
  DROP TABLE "_articles_v_blocks_search_box_locales" CASCADE;
  DROP TABLE "home_blocks_rich_text" CASCADE;
  DROP TABLE "home_blocks_rich_text_locales" CASCADE;
  DROP TABLE "home_blocks_image" CASCADE;
  DROP TABLE "home_blocks_image_locales" CASCADE;
  DROP TABLE "home_blocks_call_to_action" CASCADE;
  DROP TABLE "home_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "home_blocks_property_carousel" CASCADE;
  DROP TABLE "home_blocks_property_carousel_locales" CASCADE;
  DROP TABLE "home_blocks_project_list" CASCADE;
  DROP TABLE "home_blocks_project_list_locales" CASCADE;
  DROP TABLE "home_blocks_article_list" CASCADE;
  DROP TABLE "home_blocks_article_list_locales" CASCADE;
  DROP TABLE "home_blocks_search_box" CASCADE;
  DROP TABLE "home_blocks_search_box_locales" CASCADE;
  DROP TABLE "home_blocks_testimonials" CASCADE;
  DROP TABLE "home_blocks_testimonials_locales" CASCADE;
  DROP TABLE "home_blocks_faq_items" CASCADE;
  DROP TABLE "home_blocks_faq_items_locales" CASCADE;
  DROP TABLE "home_blocks_faq" CASCADE;
  DROP TABLE "home_blocks_faq_locales" CASCADE;
  DROP TABLE "home_blocks_step_plan_steps" CASCADE;
  DROP TABLE "home_blocks_step_plan_steps_locales" CASCADE;
  DROP TABLE "home_blocks_step_plan" CASCADE;
  DROP TABLE "home_blocks_step_plan_locales" CASCADE;
  DROP TABLE "home_blocks_contact_card" CASCADE;
  DROP TABLE "home_blocks_contact_card_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TYPE "public"."enum_articles_blocks_article_list_kind";
  DROP TYPE "public"."enum__articles_v_blocks_article_list_kind";
  DROP TYPE "public"."enum_home_blocks_image_width";
  DROP TYPE "public"."enum_home_blocks_call_to_action_link_kind";
  DROP TYPE "public"."enum_home_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum_home_blocks_property_carousel_goal";
  DROP TYPE "public"."enum_home_blocks_property_carousel_type";
  DROP TYPE "public"."enum_home_blocks_article_list_kind";`)
}
