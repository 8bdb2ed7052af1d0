import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_floor_covering" AS ENUM('tiles', 'parquet', 'laminate', 'carpet', 'concrete', 'natural');
  CREATE TYPE "public"."enum_properties_property_type" AS ENUM('house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex', 'studio', 'studentRoom', 'land', 'commercial', 'office', 'industrial', 'investment', 'garage', 'parking', 'other');
  CREATE TYPE "public"."enum_properties_listing_status" AS ENUM('available', 'option', 'sold', 'rented');
  CREATE TYPE "public"."enum_properties_region" AS ENUM('flanders', 'brussels', 'wallonia', 'luxembourg');
  CREATE TYPE "public"."enum_properties_terrace_orientation" AS ENUM('north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest');
  CREATE TYPE "public"."enum_properties_garden_orientation" AS ENUM('north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest');
  CREATE TYPE "public"."enum_properties_heating" AS ENUM('gas', 'oil', 'electric', 'heatPump', 'pellets', 'district', 'none');
  CREATE TYPE "public"."enum_properties_glazing" AS ENUM('single', 'double', 'highEfficiency', 'triple');
  CREATE TYPE "public"."enum_properties_window_frames" AS ENUM('wood', 'pvc', 'aluminium', 'steel');
  CREATE TYPE "public"."enum_properties_kitchen" AS ENUM('none', 'kitchenette', 'equipped', 'fullyEquipped', 'open');
  CREATE TYPE "public"."enum_properties_roof_type" AS ENUM('pitched', 'flat', 'mansard', 'mixed');
  CREATE TYPE "public"."enum_properties_roof_material" AS ENUM('tiles', 'slate', 'roofing', 'epdm', 'zinc', 'other');
  CREATE TYPE "public"."enum_properties_condition" AS ENUM('new', 'excellent', 'good', 'toRefresh', 'toRenovate', 'toDemolish');
  CREATE TYPE "public"."enum_properties_asbestos_type" AS ENUM('asbestosSafe', 'notAsbestosSafe', 'notRequired', 'pending');
  CREATE TYPE "public"."enum_properties_flood_zone" AS ENUM('none', 'possible', 'effective');
  CREATE TYPE "public"."enum_properties_flood_p_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_flood_g_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_soil_status" AS ENUM('clean', 'riskLand', 'pending');
  CREATE TYPE "public"."enum_properties_electricity_result" AS ENUM('compliant', 'notCompliant', 'notInspected');
  CREATE TYPE "public"."enum_properties_gas_certificate_result" AS ENUM('compliant', 'notCompliant', 'notInspected');
  CREATE TYPE "public"."enum_properties_urbanism_building_permit" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_allotment_permit" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_preemption_right" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_summons" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_judicial_decision" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_heritage" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum_properties_urbanism_zoning" AS ENUM('residential', 'ruralResidential', 'agricultural', 'industrial', 'mixed', 'recreational', 'other');
  CREATE TYPE "public"."enum__properties_v_version_floor_covering" AS ENUM('tiles', 'parquet', 'laminate', 'carpet', 'concrete', 'natural');
  CREATE TYPE "public"."enum__properties_v_version_property_type" AS ENUM('house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex', 'studio', 'studentRoom', 'land', 'commercial', 'office', 'industrial', 'investment', 'garage', 'parking', 'other');
  CREATE TYPE "public"."enum__properties_v_version_region" AS ENUM('flanders', 'brussels', 'wallonia', 'luxembourg');
  CREATE TYPE "public"."enum__properties_v_version_terrace_orientation" AS ENUM('north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest');
  CREATE TYPE "public"."enum__properties_v_version_garden_orientation" AS ENUM('north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest');
  CREATE TYPE "public"."enum__properties_v_version_heating" AS ENUM('gas', 'oil', 'electric', 'heatPump', 'pellets', 'district', 'none');
  CREATE TYPE "public"."enum__properties_v_version_glazing" AS ENUM('single', 'double', 'highEfficiency', 'triple');
  CREATE TYPE "public"."enum__properties_v_version_window_frames" AS ENUM('wood', 'pvc', 'aluminium', 'steel');
  CREATE TYPE "public"."enum__properties_v_version_kitchen" AS ENUM('none', 'kitchenette', 'equipped', 'fullyEquipped', 'open');
  CREATE TYPE "public"."enum__properties_v_version_roof_type" AS ENUM('pitched', 'flat', 'mansard', 'mixed');
  CREATE TYPE "public"."enum__properties_v_version_roof_material" AS ENUM('tiles', 'slate', 'roofing', 'epdm', 'zinc', 'other');
  CREATE TYPE "public"."enum__properties_v_version_condition" AS ENUM('new', 'excellent', 'good', 'toRefresh', 'toRenovate', 'toDemolish');
  CREATE TYPE "public"."enum__properties_v_version_asbestos_type" AS ENUM('asbestosSafe', 'notAsbestosSafe', 'notRequired', 'pending');
  CREATE TYPE "public"."enum__properties_v_version_flood_zone" AS ENUM('none', 'possible', 'effective');
  CREATE TYPE "public"."enum__properties_v_version_flood_p_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_flood_g_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_soil_status" AS ENUM('clean', 'riskLand', 'pending');
  CREATE TYPE "public"."enum__properties_v_version_electricity_result" AS ENUM('compliant', 'notCompliant', 'notInspected');
  CREATE TYPE "public"."enum__properties_v_version_gas_certificate_result" AS ENUM('compliant', 'notCompliant', 'notInspected');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_building_permit" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_allotment_permit" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_preemption_right" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_summons" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_judicial_decision" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_heritage" AS ENUM('yes', 'no', 'notApplicable');
  CREATE TYPE "public"."enum__properties_v_version_urbanism_zoning" AS ENUM('residential', 'ruralResidential', 'agricultural', 'industrial', 'mixed', 'recreational', 'other');
  CREATE TYPE "public"."enum_projects_units_type" AS ENUM('apartment', 'penthouse', 'duplex', 'studio', 'house', 'commercial', 'office', 'parking', 'garage', 'storage');
  CREATE TYPE "public"."enum_projects_units_status" AS ENUM('available', 'option', 'sold');
  CREATE TYPE "public"."enum_projects_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_projects_phase" AS ENUM('planned', 'underConstruction', 'completed');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_units_type" AS ENUM('apartment', 'penthouse', 'duplex', 'studio', 'house', 'commercial', 'office', 'parking', 'garage', 'storage');
  CREATE TYPE "public"."enum__projects_v_version_units_status" AS ENUM('available', 'option', 'sold');
  CREATE TYPE "public"."enum__projects_v_version_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_team_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_articles_blocks_image_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum_articles_blocks_call_to_action_link_kind" AS ENUM('route', 'article', 'external');
  CREATE TYPE "public"."enum_articles_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  CREATE TYPE "public"."enum_articles_blocks_property_carousel_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_articles_blocks_property_carousel_type" AS ENUM('house', 'apartment', 'land', 'commercial', 'office', 'parking');
  CREATE TYPE "public"."enum_articles_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_articles_kind" AS ENUM('news', 'service', 'service-page', 'strength', 'method', 'step-plan', 'bottom-block', 'about', 'privacy', 'cookie-policy', 'disclaimer', 'free-advice');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_blocks_image_width" AS ENUM('content', 'wide', 'full');
  CREATE TYPE "public"."enum__articles_v_blocks_call_to_action_link_kind" AS ENUM('route', 'article', 'external');
  CREATE TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  CREATE TYPE "public"."enum__articles_v_blocks_property_carousel_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__articles_v_blocks_property_carousel_type" AS ENUM('house', 'apartment', 'land', 'commercial', 'office', 'parking');
  CREATE TYPE "public"."enum__articles_v_version_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('news', 'service', 'service-page', 'strength', 'method', 'step-plan', 'bottom-block', 'about', 'privacy', 'cookie-policy', 'disclaimer', 'free-advice');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_categories_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_categories_kind" AS ENUM('qa', 'article');
  CREATE TYPE "public"."enum_questions_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questions_v_version_untranslated" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum__questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questions_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_testimonials_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_testimonials_posted_by" AS ENUM('agency', 'visitor');
  CREATE TYPE "public"."enum_routes_redirect_from_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_routes_type" AS ENUM('page', 'article', 'category', 'feedback', 'login');
  CREATE TYPE "public"."enum_submissions_kind" AS ENUM('contact', 'visit-request', 'appointment', 'valuation', 'send-to-friend', 'testimonial', 'document-request', 'demand-register', 'offer', 'rent-application', 'job', 'brochure', 'call-me', 'newsletter');
  CREATE TYPE "public"."enum_submissions_status" AS ENUM('new', 'in-progress', 'handled');
  CREATE TYPE "public"."enum_submissions_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_mail_outbox_purpose" AS ENUM('notification', 'confirmation', 'friend', 'newsletter-confirm');
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sent');
  CREATE TYPE "public"."enum_appointment_slots_status" AS ENUM('open', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'purgeSubmissions');
  CREATE TYPE "public"."enum_site_settings_enabled_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_identity_social_links_platform" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok', 'pinterest');
  CREATE TYPE "public"."enum_site_settings_default_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_identity_country" AS ENUM('BE', 'LU');
  CREATE TYPE "public"."enum_navigation_header_link_kind" AS ENUM('route', 'article', 'external');
  CREATE TYPE "public"."enum_navigation_header_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  CREATE TYPE "public"."enum_navigation_footer_link_kind" AS ENUM('route', 'article', 'external');
  CREATE TYPE "public"."enum_navigation_footer_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  CREATE TABLE "properties_floor_covering" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_properties_floor_covering",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"owners_id" integer,
  	"media_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "_properties_v_version_floor_covering" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__properties_v_version_floor_covering",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"owners_id" integer,
  	"media_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "projects_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"floor" numeric,
  	"type" "enum_projects_units_type",
  	"bedrooms" numeric,
  	"surface" numeric,
  	"price" numeric,
  	"status" "enum_projects_units_status" DEFAULT 'available'
  );
  
  CREATE TABLE "projects_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_number" varchar,
  	"status" "enum_projects_phase" DEFAULT 'planned',
  	"sold_out" boolean DEFAULT false,
  	"manager_id" integer,
  	"street" varchar,
  	"house_number" varchar,
  	"box_number" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"country_id" numeric DEFAULT 10,
  	"publish_address" boolean DEFAULT true,
  	"latitude" numeric,
  	"longitude" numeric,
  	"price_list_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"delivery" varchar,
  	"description" varchar,
  	"technical" varchar,
  	"situation" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "_projects_v_version_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"floor" numeric,
  	"type" "enum__projects_v_version_units_type",
  	"bedrooms" numeric,
  	"surface" numeric,
  	"price" numeric,
  	"status" "enum__projects_v_version_units_status" DEFAULT 'available',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_version_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_project_number" varchar,
  	"version_status" "enum_projects_phase" DEFAULT 'planned',
  	"version_sold_out" boolean DEFAULT false,
  	"version_manager_id" integer,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_number" varchar,
  	"version_zip" varchar,
  	"version_city" varchar,
  	"version_country_id" numeric DEFAULT 10,
  	"version_publish_address" boolean DEFAULT true,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_price_list_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_delivery" varchar,
  	"version_description" varchar,
  	"version_technical" varchar,
  	"version_situation" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"documents_id" integer
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_team_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"photo_id" integer,
  	"phone" varchar,
  	"email" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "owners_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "articles_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "enum_articles_blocks_image_width" DEFAULT 'content',
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_articles_blocks_call_to_action_link_kind" DEFAULT 'route',
  	"link_route" "enum_articles_blocks_call_to_action_link_route",
  	"link_article_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_property_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"goal" "enum_articles_blocks_property_carousel_goal" DEFAULT 'sale',
  	"type" "enum_articles_blocks_property_carousel_type",
  	"city" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_property_carousel_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_step_plan_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_blocks_step_plan_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_step_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_step_plan_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_blocks_contact_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_address" boolean DEFAULT true,
  	"show_phone" boolean DEFAULT true,
  	"show_email" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_contact_card_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_articles_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_image_id" integer,
  	"seo_image_id" integer,
  	"kind" "enum_articles_kind" DEFAULT 'news',
  	"parent_id" integer,
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_articles_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"width" "enum__articles_v_blocks_image_width" DEFAULT 'content',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_kind" "enum__articles_v_blocks_call_to_action_link_kind" DEFAULT 'route',
  	"link_route" "enum__articles_v_blocks_call_to_action_link_route",
  	"link_article_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_property_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"goal" "enum__articles_v_blocks_property_carousel_goal" DEFAULT 'sale',
  	"type" "enum__articles_v_blocks_property_carousel_type",
  	"city" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_property_carousel_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_faq_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_step_plan_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_step_plan_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_step_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_step_plan_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_blocks_contact_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_address" boolean DEFAULT true,
  	"show_phone" boolean DEFAULT true,
  	"show_email" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_contact_card_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__articles_v_version_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_image_id" integer,
  	"version_seo_image_id" integer,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'news',
  	"version_parent_id" integer,
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "categories_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_categories_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_categories_kind" DEFAULT 'qa' NOT NULL,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "questions_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_questions_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "questions_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"slug" varchar,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_questions_v_version_untranslated" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__questions_v_version_untranslated",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__questions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_questions_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"version_slug" varchar,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"about_you" varchar,
  	"opinion" varchar NOT NULL,
  	"website" varchar,
  	"language" "enum_testimonials_language",
  	"image_id" integer,
  	"approved" boolean DEFAULT false,
  	"date" timestamp(3) with time zone,
  	"posted_by" "enum_testimonials_posted_by" DEFAULT 'agency',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "routes_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name_nl" varchar NOT NULL,
  	"name_fr" varchar,
  	"name_en" varchar,
  	"name_de" varchar,
  	"public" boolean DEFAULT true,
  	"parent_path" varchar
  );
  
  CREATE TABLE "routes_redirect_from" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "enum_routes_redirect_from_locale"
  );
  
  CREATE TABLE "routes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_path" varchar NOT NULL,
  	"type" "enum_routes_type" DEFAULT 'page' NOT NULL,
  	"public_paths_nl" varchar NOT NULL,
  	"public_paths_fr" varchar,
  	"public_paths_en" varchar,
  	"public_paths_de" varchar,
  	"external_link" varchar,
  	"managed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_submissions_kind" NOT NULL,
  	"status" "enum_submissions_status" DEFAULT 'new' NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"locale" "enum_submissions_locale",
  	"property_id" integer,
  	"project_id" integer,
  	"appointment_slot_id" integer,
  	"content" jsonb NOT NULL,
  	"notes" varchar,
  	"handled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "submission_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"submission_id" integer,
  	"purpose" "enum_mail_outbox_purpose" NOT NULL,
  	"status" "enum_mail_outbox_status" DEFAULT 'queued' NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointment_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"capacity" numeric DEFAULT 1 NOT NULL,
  	"booked_count" numeric DEFAULT 0,
  	"status" "enum_appointment_slots_status" DEFAULT 'open' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_newsletter_subscribers_locale",
  	"token" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_enabled_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_enabled_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_identity_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_identity_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"page_settings_title" varchar,
  	"page_settings_description" varchar,
  	"page_settings_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_navigation_header_link_kind" DEFAULT 'route',
  	"link_route" "enum_navigation_header_link_route",
  	"link_article_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "navigation_header_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_kind" "enum_navigation_footer_link_kind" DEFAULT 'route',
  	"link_route" "enum_navigation_footer_link_route",
  	"link_article_id" integer,
  	"link_url" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "navigation_footer_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_months" numeric DEFAULT 24,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_texts_locales" (
  	"contact_success_text" varchar,
  	"contact_error_text" varchar,
  	"contact_thank_you_text" varchar,
  	"visit_request_success_text" varchar,
  	"visit_request_error_text" varchar,
  	"visit_request_thank_you_text" varchar,
  	"appointment_success_text" varchar,
  	"appointment_error_text" varchar,
  	"appointment_thank_you_text" varchar,
  	"valuation_success_text" varchar,
  	"valuation_error_text" varchar,
  	"valuation_thank_you_text" varchar,
  	"send_to_friend_success_text" varchar,
  	"send_to_friend_error_text" varchar,
  	"send_to_friend_thank_you_text" varchar,
  	"testimonial_success_text" varchar,
  	"testimonial_error_text" varchar,
  	"testimonial_thank_you_text" varchar,
  	"document_request_success_text" varchar,
  	"document_request_error_text" varchar,
  	"document_request_thank_you_text" varchar,
  	"demand_register_success_text" varchar,
  	"demand_register_error_text" varchar,
  	"demand_register_thank_you_text" varchar,
  	"offer_success_text" varchar,
  	"offer_error_text" varchar,
  	"offer_thank_you_text" varchar,
  	"rent_application_success_text" varchar,
  	"rent_application_error_text" varchar,
  	"rent_application_thank_you_text" varchar,
  	"job_success_text" varchar,
  	"job_error_text" varchar,
  	"job_thank_you_text" varchar,
  	"brochure_success_text" varchar,
  	"brochure_error_text" varchar,
  	"brochure_thank_you_text" varchar,
  	"call_me_success_text" varchar,
  	"call_me_error_text" varchar,
  	"call_me_thank_you_text" varchar,
  	"newsletter_success_text" varchar,
  	"newsletter_error_text" varchar,
  	"newsletter_thank_you_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties" ADD COLUMN "reference" varchar;
  ALTER TABLE "properties" ADD COLUMN "property_type" "enum_properties_property_type";
  ALTER TABLE "properties" ADD COLUMN "status" "enum_properties_listing_status" DEFAULT 'available';
  ALTER TABLE "properties" ADD COLUMN "publish_price" boolean DEFAULT true;
  ALTER TABLE "properties" ADD COLUMN "price_unit" numeric;
  ALTER TABLE "properties" ADD COLUMN "manager_id" integer;
  ALTER TABLE "properties" ADD COLUMN "project_id" integer;
  ALTER TABLE "properties" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "properties" ADD COLUMN "street" varchar;
  ALTER TABLE "properties" ADD COLUMN "house_number" varchar;
  ALTER TABLE "properties" ADD COLUMN "box_number" varchar;
  ALTER TABLE "properties" ADD COLUMN "country_id" numeric DEFAULT 10;
  ALTER TABLE "properties" ADD COLUMN "publish_address" boolean DEFAULT true;
  ALTER TABLE "properties" ADD COLUMN "region" "enum_properties_region";
  ALTER TABLE "properties" ADD COLUMN "latitude" numeric;
  ALTER TABLE "properties" ADD COLUMN "longitude" numeric;
  ALTER TABLE "properties" ADD COLUMN "floor" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_public_transport" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_education" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_shops" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_leisure" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_health" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_environment" numeric;
  ALTER TABLE "properties" ADD COLUMN "mobiscore_nearby" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_total" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_living" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_ground" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_built" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_garden" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_terrace" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_office" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_storage" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_front_width" numeric;
  ALTER TABLE "properties" ADD COLUMN "surfaces_plot_width" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_bedrooms" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_bathrooms" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_shower_rooms" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_toilets" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_garages" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_parking_inside" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_parking_outside" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_floors" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_facades" numeric;
  ALTER TABLE "properties" ADD COLUMN "rooms_extra_rooms_possible" boolean;
  ALTER TABLE "properties" ADD COLUMN "construction_year" numeric;
  ALTER TABLE "properties" ADD COLUMN "renovation_year" numeric;
  ALTER TABLE "properties" ADD COLUMN "comfort_gas" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_water" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_lift" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_cellar" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_terrace" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_garden" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_attic" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_garage" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_furnished" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_accessible" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_alarm" boolean;
  ALTER TABLE "properties" ADD COLUMN "comfort_solar_panels" boolean;
  ALTER TABLE "properties" ADD COLUMN "terrace_orientation" "enum_properties_terrace_orientation";
  ALTER TABLE "properties" ADD COLUMN "garden_orientation" "enum_properties_garden_orientation";
  ALTER TABLE "properties" ADD COLUMN "heating" "enum_properties_heating";
  ALTER TABLE "properties" ADD COLUMN "glazing" "enum_properties_glazing";
  ALTER TABLE "properties" ADD COLUMN "window_frames" "enum_properties_window_frames";
  ALTER TABLE "properties" ADD COLUMN "kitchen" "enum_properties_kitchen";
  ALTER TABLE "properties" ADD COLUMN "roof_type" "enum_properties_roof_type";
  ALTER TABLE "properties" ADD COLUMN "roof_material" "enum_properties_roof_material";
  ALTER TABLE "properties" ADD COLUMN "condition" "enum_properties_condition";
  ALTER TABLE "properties" ADD COLUMN "epc_value" numeric;
  ALTER TABLE "properties" ADD COLUMN "epc_label_text" varchar;
  ALTER TABLE "properties" ADD COLUMN "epc_label" varchar;
  ALTER TABLE "properties" ADD COLUMN "epc_total" numeric;
  ALTER TABLE "properties" ADD COLUMN "epc_specific" numeric;
  ALTER TABLE "properties" ADD COLUMN "epc_co2" numeric;
  ALTER TABLE "properties" ADD COLUMN "epc_e_level" numeric;
  ALTER TABLE "properties" ADD COLUMN "epc_certificate_number" varchar;
  ALTER TABLE "properties" ADD COLUMN "epc_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "epc_end_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "asbestos_type" "enum_properties_asbestos_type";
  ALTER TABLE "properties" ADD COLUMN "asbestos_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "flood_zone" "enum_properties_flood_zone";
  ALTER TABLE "properties" ADD COLUMN "flood_p_score" "enum_properties_flood_p_score";
  ALTER TABLE "properties" ADD COLUMN "flood_g_score" "enum_properties_flood_g_score";
  ALTER TABLE "properties" ADD COLUMN "flood_riverbank_zone" boolean;
  ALTER TABLE "properties" ADD COLUMN "soil_status" "enum_properties_soil_status";
  ALTER TABLE "properties" ADD COLUMN "soil_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "electricity_result" "enum_properties_electricity_result";
  ALTER TABLE "properties" ADD COLUMN "electricity_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "electricity_end_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "gas_certificate_result" "enum_properties_gas_certificate_result";
  ALTER TABLE "properties" ADD COLUMN "gas_certificate_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "gas_certificate_end_date" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "urbanism_building_permit" "enum_properties_urbanism_building_permit";
  ALTER TABLE "properties" ADD COLUMN "urbanism_allotment_permit" "enum_properties_urbanism_allotment_permit";
  ALTER TABLE "properties" ADD COLUMN "urbanism_preemption_right" "enum_properties_urbanism_preemption_right";
  ALTER TABLE "properties" ADD COLUMN "urbanism_summons" "enum_properties_urbanism_summons";
  ALTER TABLE "properties" ADD COLUMN "urbanism_judicial_decision" "enum_properties_urbanism_judicial_decision";
  ALTER TABLE "properties" ADD COLUMN "urbanism_heritage" "enum_properties_urbanism_heritage";
  ALTER TABLE "properties" ADD COLUMN "urbanism_zoning" "enum_properties_urbanism_zoning";
  ALTER TABLE "properties" ADD COLUMN "urbanism_electricity_connection" boolean;
  ALTER TABLE "properties" ADD COLUMN "urbanism_sewer_connection" boolean;
  ALTER TABLE "properties" ADD COLUMN "finance_notary_fees" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_notary_fees_ex_vat" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_registration_rights" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_vat_regime" boolean;
  ALTER TABLE "properties" ADD COLUMN "finance_vat_rate" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_building_vat" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_ground_part" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_construction_cost" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_total_cost" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_deposit" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_charges_tenant" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_charges_owner" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_inventory_cost" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_agency_cost" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_property_tax" numeric;
  ALTER TABLE "properties" ADD COLUMN "finance_cadastral_income" numeric;
  ALTER TABLE "properties" ADD COLUMN "availability_from" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "availability_until" timestamp(3) with time zone;
  ALTER TABLE "properties" ADD COLUMN "annuity_is_annuity" boolean;
  ALTER TABLE "properties" ADD COLUMN "annuity_bouquet" numeric;
  ALTER TABLE "properties" ADD COLUMN "annuity_monthly_annuity" numeric;
  ALTER TABLE "properties" ADD COLUMN "annuity_age_head1" numeric;
  ALTER TABLE "properties" ADD COLUMN "annuity_age_head2" numeric;
  ALTER TABLE "properties" ADD COLUMN "video_url" varchar;
  ALTER TABLE "properties" ADD COLUMN "virtual_tour_url" varchar;
  ALTER TABLE "properties" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "properties_locales" ADD COLUMN "price_unit_text" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "marquee" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "neighbourhood" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "points_of_interest" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "architecture_style" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "urbanism_planning_information" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "urbanism_servitudes" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "availability_text" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "annuity_conditions" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "seo_meta_title" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "seo_meta_description" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_reference" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_property_type" "enum__properties_v_version_property_type";
  ALTER TABLE "_properties_v" ADD COLUMN "version_status" "enum_properties_listing_status" DEFAULT 'available';
  ALTER TABLE "_properties_v" ADD COLUMN "version_publish_price" boolean DEFAULT true;
  ALTER TABLE "_properties_v" ADD COLUMN "version_price_unit" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_manager_id" integer;
  ALTER TABLE "_properties_v" ADD COLUMN "version_project_id" integer;
  ALTER TABLE "_properties_v" ADD COLUMN "version_internal_notes" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_street" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_house_number" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_box_number" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_country_id" numeric DEFAULT 10;
  ALTER TABLE "_properties_v" ADD COLUMN "version_publish_address" boolean DEFAULT true;
  ALTER TABLE "_properties_v" ADD COLUMN "version_region" "enum__properties_v_version_region";
  ALTER TABLE "_properties_v" ADD COLUMN "version_latitude" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_longitude" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_floor" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_public_transport" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_education" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_shops" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_leisure" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_health" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_environment" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_mobiscore_nearby" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_total" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_living" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_ground" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_built" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_garden" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_terrace" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_office" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_storage" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_front_width" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_surfaces_plot_width" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_bedrooms" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_bathrooms" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_shower_rooms" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_toilets" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_garages" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_parking_inside" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_parking_outside" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_floors" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_facades" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rooms_extra_rooms_possible" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_construction_year" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_renovation_year" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_gas" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_water" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_lift" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_cellar" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_terrace" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_garden" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_attic" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_garage" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_furnished" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_accessible" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_alarm" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_comfort_solar_panels" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_terrace_orientation" "enum__properties_v_version_terrace_orientation";
  ALTER TABLE "_properties_v" ADD COLUMN "version_garden_orientation" "enum__properties_v_version_garden_orientation";
  ALTER TABLE "_properties_v" ADD COLUMN "version_heating" "enum__properties_v_version_heating";
  ALTER TABLE "_properties_v" ADD COLUMN "version_glazing" "enum__properties_v_version_glazing";
  ALTER TABLE "_properties_v" ADD COLUMN "version_window_frames" "enum__properties_v_version_window_frames";
  ALTER TABLE "_properties_v" ADD COLUMN "version_kitchen" "enum__properties_v_version_kitchen";
  ALTER TABLE "_properties_v" ADD COLUMN "version_roof_type" "enum__properties_v_version_roof_type";
  ALTER TABLE "_properties_v" ADD COLUMN "version_roof_material" "enum__properties_v_version_roof_material";
  ALTER TABLE "_properties_v" ADD COLUMN "version_condition" "enum__properties_v_version_condition";
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_value" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_label_text" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_label" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_total" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_specific" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_co2" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_e_level" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_certificate_number" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_epc_end_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_asbestos_type" "enum__properties_v_version_asbestos_type";
  ALTER TABLE "_properties_v" ADD COLUMN "version_asbestos_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_flood_zone" "enum__properties_v_version_flood_zone";
  ALTER TABLE "_properties_v" ADD COLUMN "version_flood_p_score" "enum__properties_v_version_flood_p_score";
  ALTER TABLE "_properties_v" ADD COLUMN "version_flood_g_score" "enum__properties_v_version_flood_g_score";
  ALTER TABLE "_properties_v" ADD COLUMN "version_flood_riverbank_zone" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_soil_status" "enum__properties_v_version_soil_status";
  ALTER TABLE "_properties_v" ADD COLUMN "version_soil_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_electricity_result" "enum__properties_v_version_electricity_result";
  ALTER TABLE "_properties_v" ADD COLUMN "version_electricity_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_electricity_end_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_gas_certificate_result" "enum__properties_v_version_gas_certificate_result";
  ALTER TABLE "_properties_v" ADD COLUMN "version_gas_certificate_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_gas_certificate_end_date" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_building_permit" "enum__properties_v_version_urbanism_building_permit";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_allotment_permit" "enum__properties_v_version_urbanism_allotment_permit";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_preemption_right" "enum__properties_v_version_urbanism_preemption_right";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_summons" "enum__properties_v_version_urbanism_summons";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_judicial_decision" "enum__properties_v_version_urbanism_judicial_decision";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_heritage" "enum__properties_v_version_urbanism_heritage";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_zoning" "enum__properties_v_version_urbanism_zoning";
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_electricity_connection" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_urbanism_sewer_connection" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_notary_fees" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_notary_fees_ex_vat" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_registration_rights" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_vat_regime" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_vat_rate" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_building_vat" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_ground_part" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_construction_cost" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_total_cost" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_deposit" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_charges_tenant" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_charges_owner" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_inventory_cost" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_agency_cost" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_property_tax" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_finance_cadastral_income" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_availability_from" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_availability_until" timestamp(3) with time zone;
  ALTER TABLE "_properties_v" ADD COLUMN "version_annuity_is_annuity" boolean;
  ALTER TABLE "_properties_v" ADD COLUMN "version_annuity_bouquet" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_annuity_monthly_annuity" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_annuity_age_head1" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_annuity_age_head2" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_video_url" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_virtual_tour_url" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_price_unit_text" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_marquee" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_neighbourhood" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_points_of_interest" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_architecture_style" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_urbanism_planning_information" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_urbanism_servitudes" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_availability_text" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_annuity_conditions" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_seo_meta_title" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_seo_meta_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "routes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_slots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "owners_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "default_language" "enum_site_settings_default_language" DEFAULT 'nl' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "google_verification" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "facebook_verification" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "norton_safe_web" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "robots" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_street" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_zip" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_country" "enum_site_settings_identity_country" DEFAULT 'BE';
  ALTER TABLE "site_settings" ADD COLUMN "identity_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_vat_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "identity_ipi_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "rent_appointment_minimum_monthly_income" numeric DEFAULT 2000;
  ALTER TABLE "site_settings" ADD COLUMN "rent_appointment_maximum_persons" numeric DEFAULT 4;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_lifetime_days" numeric DEFAULT 180 NOT NULL;
  ALTER TABLE "properties_floor_covering" ADD CONSTRAINT "properties_floor_covering_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_floor_covering" ADD CONSTRAINT "_properties_v_version_floor_covering_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_units" ADD CONSTRAINT "projects_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_untranslated" ADD CONSTRAINT "projects_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_team_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_price_list_id_documents_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_units" ADD CONSTRAINT "_projects_v_version_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_untranslated" ADD CONSTRAINT "_projects_v_version_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_manager_id_team_id_fk" FOREIGN KEY ("version_manager_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_price_list_id_documents_id_fk" FOREIGN KEY ("version_price_list_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_languages" ADD CONSTRAINT "team_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_locales" ADD CONSTRAINT "team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners_sessions" ADD CONSTRAINT "owners_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_rich_text" ADD CONSTRAINT "articles_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_rich_text_locales" ADD CONSTRAINT "articles_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_image" ADD CONSTRAINT "articles_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_image" ADD CONSTRAINT "articles_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_image_locales" ADD CONSTRAINT "articles_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_call_to_action" ADD CONSTRAINT "articles_blocks_call_to_action_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_call_to_action" ADD CONSTRAINT "articles_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_call_to_action_locales" ADD CONSTRAINT "articles_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_property_carousel" ADD CONSTRAINT "articles_blocks_property_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_property_carousel_locales" ADD CONSTRAINT "articles_blocks_property_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_property_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials" ADD CONSTRAINT "articles_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_testimonials_locales" ADD CONSTRAINT "articles_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_items" ADD CONSTRAINT "articles_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_items_locales" ADD CONSTRAINT "articles_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq" ADD CONSTRAINT "articles_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_locales" ADD CONSTRAINT "articles_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_step_plan_steps" ADD CONSTRAINT "articles_blocks_step_plan_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_step_plan_steps_locales" ADD CONSTRAINT "articles_blocks_step_plan_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_step_plan_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_step_plan" ADD CONSTRAINT "articles_blocks_step_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_step_plan_locales" ADD CONSTRAINT "articles_blocks_step_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_contact_card" ADD CONSTRAINT "articles_blocks_contact_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_contact_card_locales" ADD CONSTRAINT "articles_blocks_contact_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_contact_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_untranslated" ADD CONSTRAINT "articles_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_rich_text" ADD CONSTRAINT "_articles_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_rich_text_locales" ADD CONSTRAINT "_articles_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image" ADD CONSTRAINT "_articles_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image" ADD CONSTRAINT "_articles_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_image_locales" ADD CONSTRAINT "_articles_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_call_to_action" ADD CONSTRAINT "_articles_v_blocks_call_to_action_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_call_to_action" ADD CONSTRAINT "_articles_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_call_to_action_locales" ADD CONSTRAINT "_articles_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_property_carousel" ADD CONSTRAINT "_articles_v_blocks_property_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_property_carousel_locales" ADD CONSTRAINT "_articles_v_blocks_property_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_property_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials" ADD CONSTRAINT "_articles_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_testimonials_locales" ADD CONSTRAINT "_articles_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_items" ADD CONSTRAINT "_articles_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_items_locales" ADD CONSTRAINT "_articles_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq" ADD CONSTRAINT "_articles_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_locales" ADD CONSTRAINT "_articles_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_step_plan_steps" ADD CONSTRAINT "_articles_v_blocks_step_plan_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_step_plan_steps_locales" ADD CONSTRAINT "_articles_v_blocks_step_plan_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_step_plan_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_step_plan" ADD CONSTRAINT "_articles_v_blocks_step_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_step_plan_locales" ADD CONSTRAINT "_articles_v_blocks_step_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_step_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_contact_card" ADD CONSTRAINT "_articles_v_blocks_contact_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_contact_card_locales" ADD CONSTRAINT "_articles_v_blocks_contact_card_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_contact_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_untranslated" ADD CONSTRAINT "_articles_v_version_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_parent_id_articles_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_untranslated" ADD CONSTRAINT "categories_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_untranslated" ADD CONSTRAINT "questions_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_locales" ADD CONSTRAINT "questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_untranslated" ADD CONSTRAINT "_questions_v_version_untranslated_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_locales" ADD CONSTRAINT "_questions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "routes_breadcrumbs" ADD CONSTRAINT "routes_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "routes_redirect_from" ADD CONSTRAINT "routes_redirect_from_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_appointment_slot_id_appointment_slots_id_fk" FOREIGN KEY ("appointment_slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions_rels" ADD CONSTRAINT "submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "submissions_rels" ADD CONSTRAINT "submissions_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_enabled_languages" ADD CONSTRAINT "site_settings_enabled_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_identity_social_links" ADD CONSTRAINT "site_settings_identity_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_page_settings_image_id_media_id_fk" FOREIGN KEY ("page_settings_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header_locales" ADD CONSTRAINT "navigation_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_link_article_id_articles_id_fk" FOREIGN KEY ("link_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_locales" ADD CONSTRAINT "navigation_footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_texts_locales" ADD CONSTRAINT "form_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_floor_covering_order_idx" ON "properties_floor_covering" USING btree ("order");
  CREATE INDEX "properties_floor_covering_parent_idx" ON "properties_floor_covering" USING btree ("parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_owners_id_idx" ON "properties_rels" USING btree ("owners_id");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "properties_rels_documents_id_idx" ON "properties_rels" USING btree ("documents_id");
  CREATE INDEX "_properties_v_version_floor_covering_order_idx" ON "_properties_v_version_floor_covering" USING btree ("order");
  CREATE INDEX "_properties_v_version_floor_covering_parent_idx" ON "_properties_v_version_floor_covering" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_owners_id_idx" ON "_properties_v_rels" USING btree ("owners_id");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  CREATE INDEX "_properties_v_rels_documents_id_idx" ON "_properties_v_rels" USING btree ("documents_id");
  CREATE INDEX "projects_units_order_idx" ON "projects_units" USING btree ("_order");
  CREATE INDEX "projects_units_parent_id_idx" ON "projects_units" USING btree ("_parent_id");
  CREATE INDEX "projects_untranslated_order_idx" ON "projects_untranslated" USING btree ("order");
  CREATE INDEX "projects_untranslated_parent_idx" ON "projects_untranslated" USING btree ("parent_id");
  CREATE INDEX "projects_project_number_idx" ON "projects" USING btree ("project_number");
  CREATE INDEX "projects_sold_out_idx" ON "projects" USING btree ("sold_out");
  CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");
  CREATE INDEX "projects_zip_idx" ON "projects" USING btree ("zip");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city");
  CREATE INDEX "projects_price_list_idx" ON "projects" USING btree ("price_list_id");
  CREATE INDEX "projects_seo_seo_image_idx" ON "projects" USING btree ("seo_image_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "projects_rels_documents_id_idx" ON "projects_rels" USING btree ("documents_id");
  CREATE INDEX "_projects_v_version_units_order_idx" ON "_projects_v_version_units" USING btree ("_order");
  CREATE INDEX "_projects_v_version_units_parent_id_idx" ON "_projects_v_version_units" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_untranslated_order_idx" ON "_projects_v_version_untranslated" USING btree ("order");
  CREATE INDEX "_projects_v_version_untranslated_parent_idx" ON "_projects_v_version_untranslated" USING btree ("parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_project_number_idx" ON "_projects_v" USING btree ("version_project_number");
  CREATE INDEX "_projects_v_version_version_sold_out_idx" ON "_projects_v" USING btree ("version_sold_out");
  CREATE INDEX "_projects_v_version_version_manager_idx" ON "_projects_v" USING btree ("version_manager_id");
  CREATE INDEX "_projects_v_version_version_zip_idx" ON "_projects_v" USING btree ("version_zip");
  CREATE INDEX "_projects_v_version_version_city_idx" ON "_projects_v" USING btree ("version_city");
  CREATE INDEX "_projects_v_version_version_price_list_idx" ON "_projects_v" USING btree ("version_price_list_id");
  CREATE INDEX "_projects_v_version_seo_version_seo_image_idx" ON "_projects_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_rels_documents_id_idx" ON "_projects_v_rels" USING btree ("documents_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_languages_order_idx" ON "team_languages" USING btree ("order");
  CREATE INDEX "team_languages_parent_idx" ON "team_languages" USING btree ("parent_id");
  CREATE INDEX "team_photo_idx" ON "team" USING btree ("photo_id");
  CREATE INDEX "team_updated_at_idx" ON "team" USING btree ("updated_at");
  CREATE INDEX "team_created_at_idx" ON "team" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_locales_locale_parent_id_unique" ON "team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "owners_sessions_order_idx" ON "owners_sessions" USING btree ("_order");
  CREATE INDEX "owners_sessions_parent_id_idx" ON "owners_sessions" USING btree ("_parent_id");
  CREATE INDEX "owners_updated_at_idx" ON "owners" USING btree ("updated_at");
  CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");
  CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree ("email");
  CREATE UNIQUE INDEX "owners_username_idx" ON "owners" USING btree ("username");
  CREATE INDEX "articles_blocks_rich_text_order_idx" ON "articles_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "articles_blocks_rich_text_parent_id_idx" ON "articles_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_rich_text_path_idx" ON "articles_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_rich_text_locales_locale_parent_id_unique" ON "articles_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_image_order_idx" ON "articles_blocks_image" USING btree ("_order");
  CREATE INDEX "articles_blocks_image_parent_id_idx" ON "articles_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_image_path_idx" ON "articles_blocks_image" USING btree ("_path");
  CREATE INDEX "articles_blocks_image_image_idx" ON "articles_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "articles_blocks_image_locales_locale_parent_id_unique" ON "articles_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_call_to_action_order_idx" ON "articles_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "articles_blocks_call_to_action_parent_id_idx" ON "articles_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_call_to_action_path_idx" ON "articles_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "articles_blocks_call_to_action_link_link_article_idx" ON "articles_blocks_call_to_action" USING btree ("link_article_id");
  CREATE UNIQUE INDEX "articles_blocks_call_to_action_locales_locale_parent_id_uniq" ON "articles_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_property_carousel_order_idx" ON "articles_blocks_property_carousel" USING btree ("_order");
  CREATE INDEX "articles_blocks_property_carousel_parent_id_idx" ON "articles_blocks_property_carousel" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_property_carousel_path_idx" ON "articles_blocks_property_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_property_carousel_locales_locale_parent_id_u" ON "articles_blocks_property_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_testimonials_order_idx" ON "articles_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "articles_blocks_testimonials_parent_id_idx" ON "articles_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_testimonials_path_idx" ON "articles_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_testimonials_locales_locale_parent_id_unique" ON "articles_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_faq_items_order_idx" ON "articles_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_faq_items_parent_id_idx" ON "articles_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_blocks_faq_items_locales_locale_parent_id_unique" ON "articles_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_faq_order_idx" ON "articles_blocks_faq" USING btree ("_order");
  CREATE INDEX "articles_blocks_faq_parent_id_idx" ON "articles_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_faq_path_idx" ON "articles_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_faq_locales_locale_parent_id_unique" ON "articles_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_step_plan_steps_order_idx" ON "articles_blocks_step_plan_steps" USING btree ("_order");
  CREATE INDEX "articles_blocks_step_plan_steps_parent_id_idx" ON "articles_blocks_step_plan_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_blocks_step_plan_steps_locales_locale_parent_id_uni" ON "articles_blocks_step_plan_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_step_plan_order_idx" ON "articles_blocks_step_plan" USING btree ("_order");
  CREATE INDEX "articles_blocks_step_plan_parent_id_idx" ON "articles_blocks_step_plan" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_step_plan_path_idx" ON "articles_blocks_step_plan" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_step_plan_locales_locale_parent_id_unique" ON "articles_blocks_step_plan_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_blocks_contact_card_order_idx" ON "articles_blocks_contact_card" USING btree ("_order");
  CREATE INDEX "articles_blocks_contact_card_parent_id_idx" ON "articles_blocks_contact_card" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_contact_card_path_idx" ON "articles_blocks_contact_card" USING btree ("_path");
  CREATE UNIQUE INDEX "articles_blocks_contact_card_locales_locale_parent_id_unique" ON "articles_blocks_contact_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_untranslated_order_idx" ON "articles_untranslated" USING btree ("order");
  CREATE INDEX "articles_untranslated_parent_idx" ON "articles_untranslated" USING btree ("parent_id");
  CREATE INDEX "articles_hero_image_idx" ON "articles" USING btree ("hero_image_id");
  CREATE INDEX "articles_seo_seo_image_idx" ON "articles" USING btree ("seo_image_id");
  CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");
  CREATE INDEX "articles_parent_idx" ON "articles" USING btree ("parent_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_testimonials_id_idx" ON "articles_rels" USING btree ("testimonials_id");
  CREATE INDEX "_articles_v_blocks_rich_text_order_idx" ON "_articles_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_rich_text_parent_id_idx" ON "_articles_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_rich_text_path_idx" ON "_articles_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_articles_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_image_order_idx" ON "_articles_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_image_parent_id_idx" ON "_articles_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_image_path_idx" ON "_articles_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_image_image_idx" ON "_articles_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_image_locales_locale_parent_id_unique" ON "_articles_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_call_to_action_order_idx" ON "_articles_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_call_to_action_parent_id_idx" ON "_articles_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_call_to_action_path_idx" ON "_articles_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_call_to_action_link_link_article_idx" ON "_articles_v_blocks_call_to_action" USING btree ("link_article_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_call_to_action_locales_locale_parent_id_u" ON "_articles_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_property_carousel_order_idx" ON "_articles_v_blocks_property_carousel" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_property_carousel_parent_id_idx" ON "_articles_v_blocks_property_carousel" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_property_carousel_path_idx" ON "_articles_v_blocks_property_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_property_carousel_locales_locale_parent_i" ON "_articles_v_blocks_property_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_testimonials_order_idx" ON "_articles_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_testimonials_parent_id_idx" ON "_articles_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_testimonials_path_idx" ON "_articles_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_testimonials_locales_locale_parent_id_uni" ON "_articles_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_items_order_idx" ON "_articles_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_faq_items_parent_id_idx" ON "_articles_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_articles_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_order_idx" ON "_articles_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_faq_parent_id_idx" ON "_articles_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_path_idx" ON "_articles_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_faq_locales_locale_parent_id_unique" ON "_articles_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_step_plan_steps_order_idx" ON "_articles_v_blocks_step_plan_steps" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_step_plan_steps_parent_id_idx" ON "_articles_v_blocks_step_plan_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_blocks_step_plan_steps_locales_locale_parent_id_" ON "_articles_v_blocks_step_plan_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_step_plan_order_idx" ON "_articles_v_blocks_step_plan" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_step_plan_parent_id_idx" ON "_articles_v_blocks_step_plan" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_step_plan_path_idx" ON "_articles_v_blocks_step_plan" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_step_plan_locales_locale_parent_id_unique" ON "_articles_v_blocks_step_plan_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_blocks_contact_card_order_idx" ON "_articles_v_blocks_contact_card" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_contact_card_parent_id_idx" ON "_articles_v_blocks_contact_card" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_contact_card_path_idx" ON "_articles_v_blocks_contact_card" USING btree ("_path");
  CREATE UNIQUE INDEX "_articles_v_blocks_contact_card_locales_locale_parent_id_uni" ON "_articles_v_blocks_contact_card_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_untranslated_order_idx" ON "_articles_v_version_untranslated" USING btree ("order");
  CREATE INDEX "_articles_v_version_untranslated_parent_idx" ON "_articles_v_version_untranslated" USING btree ("parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_hero_image_idx" ON "_articles_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_articles_v_version_seo_version_seo_image_idx" ON "_articles_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_articles_v_version_version_kind_idx" ON "_articles_v" USING btree ("version_kind");
  CREATE INDEX "_articles_v_version_version_parent_idx" ON "_articles_v" USING btree ("version_parent_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_testimonials_id_idx" ON "_articles_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "categories_untranslated_order_idx" ON "categories_untranslated" USING btree ("order");
  CREATE INDEX "categories_untranslated_parent_idx" ON "categories_untranslated" USING btree ("parent_id");
  CREATE INDEX "categories_kind_idx" ON "categories" USING btree ("kind");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questions_untranslated_order_idx" ON "questions_untranslated" USING btree ("order");
  CREATE INDEX "questions_untranslated_parent_idx" ON "questions_untranslated" USING btree ("parent_id");
  CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");
  CREATE INDEX "questions_seo_seo_image_idx" ON "questions" USING btree ("seo_image_id");
  CREATE INDEX "questions_updated_at_idx" ON "questions" USING btree ("updated_at");
  CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");
  CREATE INDEX "questions__status_idx" ON "questions" USING btree ("_status");
  CREATE INDEX "questions_slug_idx" ON "questions_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "questions_locales_locale_parent_id_unique" ON "questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_questions_v_version_untranslated_order_idx" ON "_questions_v_version_untranslated" USING btree ("order");
  CREATE INDEX "_questions_v_version_untranslated_parent_idx" ON "_questions_v_version_untranslated" USING btree ("parent_id");
  CREATE INDEX "_questions_v_parent_idx" ON "_questions_v" USING btree ("parent_id");
  CREATE INDEX "_questions_v_version_version_category_idx" ON "_questions_v" USING btree ("version_category_id");
  CREATE INDEX "_questions_v_version_seo_version_seo_image_idx" ON "_questions_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_questions_v_version_version_updated_at_idx" ON "_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_questions_v_version_version_created_at_idx" ON "_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_questions_v_version_version__status_idx" ON "_questions_v" USING btree ("version__status");
  CREATE INDEX "_questions_v_created_at_idx" ON "_questions_v" USING btree ("created_at");
  CREATE INDEX "_questions_v_updated_at_idx" ON "_questions_v" USING btree ("updated_at");
  CREATE INDEX "_questions_v_snapshot_idx" ON "_questions_v" USING btree ("snapshot");
  CREATE INDEX "_questions_v_published_locale_idx" ON "_questions_v" USING btree ("published_locale");
  CREATE INDEX "_questions_v_latest_idx" ON "_questions_v" USING btree ("latest");
  CREATE INDEX "_questions_v_version_version_slug_idx" ON "_questions_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_questions_v_locales_locale_parent_id_unique" ON "_questions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_approved_idx" ON "testimonials" USING btree ("approved");
  CREATE INDEX "testimonials_date_idx" ON "testimonials" USING btree ("date");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "routes_breadcrumbs_order_idx" ON "routes_breadcrumbs" USING btree ("_order");
  CREATE INDEX "routes_breadcrumbs_parent_id_idx" ON "routes_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "routes_redirect_from_order_idx" ON "routes_redirect_from" USING btree ("_order");
  CREATE INDEX "routes_redirect_from_parent_id_idx" ON "routes_redirect_from" USING btree ("_parent_id");
  CREATE INDEX "routes_redirect_from_path_idx" ON "routes_redirect_from" USING btree ("path");
  CREATE UNIQUE INDEX "routes_original_path_idx" ON "routes" USING btree ("original_path");
  CREATE INDEX "routes_public_paths_public_paths_nl_idx" ON "routes" USING btree ("public_paths_nl");
  CREATE INDEX "routes_public_paths_public_paths_fr_idx" ON "routes" USING btree ("public_paths_fr");
  CREATE INDEX "routes_public_paths_public_paths_en_idx" ON "routes" USING btree ("public_paths_en");
  CREATE INDEX "routes_public_paths_public_paths_de_idx" ON "routes" USING btree ("public_paths_de");
  CREATE INDEX "routes_updated_at_idx" ON "routes" USING btree ("updated_at");
  CREATE INDEX "routes_created_at_idx" ON "routes" USING btree ("created_at");
  CREATE INDEX "submissions_kind_idx" ON "submissions" USING btree ("kind");
  CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");
  CREATE INDEX "submissions_email_idx" ON "submissions" USING btree ("email");
  CREATE INDEX "submissions_property_idx" ON "submissions" USING btree ("property_id");
  CREATE INDEX "submissions_project_idx" ON "submissions" USING btree ("project_id");
  CREATE INDEX "submissions_appointment_slot_idx" ON "submissions" USING btree ("appointment_slot_id");
  CREATE INDEX "submissions_handled_at_idx" ON "submissions" USING btree ("handled_at");
  CREATE INDEX "submissions_updated_at_idx" ON "submissions" USING btree ("updated_at");
  CREATE INDEX "submissions_created_at_idx" ON "submissions" USING btree ("created_at");
  CREATE INDEX "submissions_rels_order_idx" ON "submissions_rels" USING btree ("order");
  CREATE INDEX "submissions_rels_parent_idx" ON "submissions_rels" USING btree ("parent_id");
  CREATE INDEX "submissions_rels_path_idx" ON "submissions_rels" USING btree ("path");
  CREATE INDEX "submissions_rels_submission_files_id_idx" ON "submissions_rels" USING btree ("submission_files_id");
  CREATE INDEX "submission_files_updated_at_idx" ON "submission_files" USING btree ("updated_at");
  CREATE INDEX "submission_files_created_at_idx" ON "submission_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_files_filename_idx" ON "submission_files" USING btree ("filename");
  CREATE INDEX "mail_outbox_submission_idx" ON "mail_outbox" USING btree ("submission_id");
  CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "appointment_slots_start_idx" ON "appointment_slots" USING btree ("start");
  CREATE INDEX "appointment_slots_updated_at_idx" ON "appointment_slots" USING btree ("updated_at");
  CREATE INDEX "appointment_slots_created_at_idx" ON "appointment_slots" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "site_settings_enabled_languages_order_idx" ON "site_settings_enabled_languages" USING btree ("order");
  CREATE INDEX "site_settings_enabled_languages_parent_idx" ON "site_settings_enabled_languages" USING btree ("parent_id");
  CREATE INDEX "site_settings_identity_social_links_order_idx" ON "site_settings_identity_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_identity_social_links_parent_id_idx" ON "site_settings_identity_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_page_settings_page_settings_image_idx" ON "site_settings_locales" USING btree ("page_settings_image_id","_locale");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_link_link_article_idx" ON "navigation_header" USING btree ("link_article_id");
  CREATE UNIQUE INDEX "navigation_header_locales_locale_parent_id_unique" ON "navigation_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_link_link_article_idx" ON "navigation_footer" USING btree ("link_article_id");
  CREATE UNIQUE INDEX "navigation_footer_locales_locale_parent_id_unique" ON "navigation_footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "form_texts_locales_locale_parent_id_unique" ON "form_texts_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "properties" ADD CONSTRAINT "properties_manager_id_team_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_manager_id_team_id_fk" FOREIGN KEY ("version_manager_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_routes_fk" FOREIGN KEY ("routes_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submissions_fk" FOREIGN KEY ("submissions_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_slots_fk" FOREIGN KEY ("appointment_slots_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");
  CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_manager_idx" ON "properties" USING btree ("manager_id");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");
  CREATE INDEX "properties_region_idx" ON "properties" USING btree ("region");
  CREATE INDEX "properties_epc_epc_label_idx" ON "properties" USING btree ("epc_label");
  CREATE INDEX "properties_seo_seo_image_idx" ON "properties" USING btree ("seo_image_id");
  CREATE INDEX "_properties_v_version_version_reference_idx" ON "_properties_v" USING btree ("version_reference");
  CREATE INDEX "_properties_v_version_version_property_type_idx" ON "_properties_v" USING btree ("version_property_type");
  CREATE INDEX "_properties_v_version_version_status_idx" ON "_properties_v" USING btree ("version_status");
  CREATE INDEX "_properties_v_version_version_manager_idx" ON "_properties_v" USING btree ("version_manager_id");
  CREATE INDEX "_properties_v_version_version_project_idx" ON "_properties_v" USING btree ("version_project_id");
  CREATE INDEX "_properties_v_version_version_zip_idx" ON "_properties_v" USING btree ("version_zip");
  CREATE INDEX "_properties_v_version_version_region_idx" ON "_properties_v" USING btree ("version_region");
  CREATE INDEX "_properties_v_version_epc_version_epc_label_idx" ON "_properties_v" USING btree ("version_epc_label");
  CREATE INDEX "_properties_v_version_seo_version_seo_image_idx" ON "_properties_v" USING btree ("version_seo_image_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_team_id_idx" ON "payload_locked_documents_rels" USING btree ("team_id");
  CREATE INDEX "payload_locked_documents_rels_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("owners_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("questions_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_routes_id_idx" ON "payload_locked_documents_rels" USING btree ("routes_id");
  CREATE INDEX "payload_locked_documents_rels_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("submissions_id");
  CREATE INDEX "payload_locked_documents_rels_submission_files_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_files_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_slots_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_preferences_rels_owners_id_idx" ON "payload_preferences_rels" USING btree ("owners_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_floor_covering" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "properties_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_floor_covering" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_image_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_property_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_property_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_step_plan_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_step_plan_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_step_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_step_plan_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_contact_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_contact_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_image_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_property_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_property_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_step_plan_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_step_plan_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_step_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_step_plan_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_contact_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_contact_card_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_version_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questions_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questions_v_version_untranslated" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_questions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routes_breadcrumbs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routes_redirect_from" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_enabled_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_identity_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_floor_covering" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "_properties_v_version_floor_covering" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  DROP TABLE "projects_units" CASCADE;
  DROP TABLE "projects_untranslated" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_version_units" CASCADE;
  DROP TABLE "_projects_v_version_untranslated" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "team_languages" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TABLE "team_locales" CASCADE;
  DROP TABLE "owners_sessions" CASCADE;
  DROP TABLE "owners" CASCADE;
  DROP TABLE "articles_blocks_rich_text" CASCADE;
  DROP TABLE "articles_blocks_rich_text_locales" CASCADE;
  DROP TABLE "articles_blocks_image" CASCADE;
  DROP TABLE "articles_blocks_image_locales" CASCADE;
  DROP TABLE "articles_blocks_call_to_action" CASCADE;
  DROP TABLE "articles_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "articles_blocks_property_carousel" CASCADE;
  DROP TABLE "articles_blocks_property_carousel_locales" CASCADE;
  DROP TABLE "articles_blocks_testimonials" CASCADE;
  DROP TABLE "articles_blocks_testimonials_locales" CASCADE;
  DROP TABLE "articles_blocks_faq_items" CASCADE;
  DROP TABLE "articles_blocks_faq_items_locales" CASCADE;
  DROP TABLE "articles_blocks_faq" CASCADE;
  DROP TABLE "articles_blocks_faq_locales" CASCADE;
  DROP TABLE "articles_blocks_step_plan_steps" CASCADE;
  DROP TABLE "articles_blocks_step_plan_steps_locales" CASCADE;
  DROP TABLE "articles_blocks_step_plan" CASCADE;
  DROP TABLE "articles_blocks_step_plan_locales" CASCADE;
  DROP TABLE "articles_blocks_contact_card" CASCADE;
  DROP TABLE "articles_blocks_contact_card_locales" CASCADE;
  DROP TABLE "articles_untranslated" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v_blocks_rich_text" CASCADE;
  DROP TABLE "_articles_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_image" CASCADE;
  DROP TABLE "_articles_v_blocks_image_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_articles_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_property_carousel" CASCADE;
  DROP TABLE "_articles_v_blocks_property_carousel_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials" CASCADE;
  DROP TABLE "_articles_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_items" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_faq" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_step_plan_steps" CASCADE;
  DROP TABLE "_articles_v_blocks_step_plan_steps_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_step_plan" CASCADE;
  DROP TABLE "_articles_v_blocks_step_plan_locales" CASCADE;
  DROP TABLE "_articles_v_blocks_contact_card" CASCADE;
  DROP TABLE "_articles_v_blocks_contact_card_locales" CASCADE;
  DROP TABLE "_articles_v_version_untranslated" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "categories_untranslated" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "questions_untranslated" CASCADE;
  DROP TABLE "questions" CASCADE;
  DROP TABLE "questions_locales" CASCADE;
  DROP TABLE "_questions_v_version_untranslated" CASCADE;
  DROP TABLE "_questions_v" CASCADE;
  DROP TABLE "_questions_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "routes_breadcrumbs" CASCADE;
  DROP TABLE "routes_redirect_from" CASCADE;
  DROP TABLE "routes" CASCADE;
  DROP TABLE "submissions" CASCADE;
  DROP TABLE "submissions_rels" CASCADE;
  DROP TABLE "submission_files" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "appointment_slots" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "site_settings_enabled_languages" CASCADE;
  DROP TABLE "site_settings_identity_social_links" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_header_locales" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation_footer_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "form_texts" CASCADE;
  DROP TABLE "form_texts_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "properties" DROP CONSTRAINT "properties_manager_id_team_id_fk";
  
  ALTER TABLE "properties" DROP CONSTRAINT "properties_project_id_projects_id_fk";
  
  ALTER TABLE "properties" DROP CONSTRAINT "properties_seo_image_id_media_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_manager_id_team_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_project_id_projects_id_fk";
  
  ALTER TABLE "_properties_v" DROP CONSTRAINT "_properties_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_routes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_slots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_owners_fk";
  
  DROP INDEX "properties_reference_idx";
  DROP INDEX "properties_property_type_idx";
  DROP INDEX "properties_status_idx";
  DROP INDEX "properties_manager_idx";
  DROP INDEX "properties_project_idx";
  DROP INDEX "properties_zip_idx";
  DROP INDEX "properties_region_idx";
  DROP INDEX "properties_epc_epc_label_idx";
  DROP INDEX "properties_seo_seo_image_idx";
  DROP INDEX "_properties_v_version_version_reference_idx";
  DROP INDEX "_properties_v_version_version_property_type_idx";
  DROP INDEX "_properties_v_version_version_status_idx";
  DROP INDEX "_properties_v_version_version_manager_idx";
  DROP INDEX "_properties_v_version_version_project_idx";
  DROP INDEX "_properties_v_version_version_zip_idx";
  DROP INDEX "_properties_v_version_version_region_idx";
  DROP INDEX "_properties_v_version_epc_version_epc_label_idx";
  DROP INDEX "_properties_v_version_seo_version_seo_image_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_id_idx";
  DROP INDEX "payload_locked_documents_rels_owners_id_idx";
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_routes_id_idx";
  DROP INDEX "payload_locked_documents_rels_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointment_slots_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_preferences_rels_owners_id_idx";
  ALTER TABLE "properties" DROP COLUMN "reference";
  ALTER TABLE "properties" DROP COLUMN "property_type";
  ALTER TABLE "properties" DROP COLUMN "status";
  ALTER TABLE "properties" DROP COLUMN "publish_price";
  ALTER TABLE "properties" DROP COLUMN "price_unit";
  ALTER TABLE "properties" DROP COLUMN "manager_id";
  ALTER TABLE "properties" DROP COLUMN "project_id";
  ALTER TABLE "properties" DROP COLUMN "internal_notes";
  ALTER TABLE "properties" DROP COLUMN "street";
  ALTER TABLE "properties" DROP COLUMN "house_number";
  ALTER TABLE "properties" DROP COLUMN "box_number";
  ALTER TABLE "properties" DROP COLUMN "country_id";
  ALTER TABLE "properties" DROP COLUMN "publish_address";
  ALTER TABLE "properties" DROP COLUMN "region";
  ALTER TABLE "properties" DROP COLUMN "latitude";
  ALTER TABLE "properties" DROP COLUMN "longitude";
  ALTER TABLE "properties" DROP COLUMN "floor";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_public_transport";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_education";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_shops";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_leisure";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_health";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_environment";
  ALTER TABLE "properties" DROP COLUMN "mobiscore_nearby";
  ALTER TABLE "properties" DROP COLUMN "surfaces_total";
  ALTER TABLE "properties" DROP COLUMN "surfaces_living";
  ALTER TABLE "properties" DROP COLUMN "surfaces_ground";
  ALTER TABLE "properties" DROP COLUMN "surfaces_built";
  ALTER TABLE "properties" DROP COLUMN "surfaces_garden";
  ALTER TABLE "properties" DROP COLUMN "surfaces_terrace";
  ALTER TABLE "properties" DROP COLUMN "surfaces_office";
  ALTER TABLE "properties" DROP COLUMN "surfaces_storage";
  ALTER TABLE "properties" DROP COLUMN "surfaces_front_width";
  ALTER TABLE "properties" DROP COLUMN "surfaces_plot_width";
  ALTER TABLE "properties" DROP COLUMN "rooms_bedrooms";
  ALTER TABLE "properties" DROP COLUMN "rooms_bathrooms";
  ALTER TABLE "properties" DROP COLUMN "rooms_shower_rooms";
  ALTER TABLE "properties" DROP COLUMN "rooms_toilets";
  ALTER TABLE "properties" DROP COLUMN "rooms_garages";
  ALTER TABLE "properties" DROP COLUMN "rooms_parking_inside";
  ALTER TABLE "properties" DROP COLUMN "rooms_parking_outside";
  ALTER TABLE "properties" DROP COLUMN "rooms_floors";
  ALTER TABLE "properties" DROP COLUMN "rooms_facades";
  ALTER TABLE "properties" DROP COLUMN "rooms_extra_rooms_possible";
  ALTER TABLE "properties" DROP COLUMN "construction_year";
  ALTER TABLE "properties" DROP COLUMN "renovation_year";
  ALTER TABLE "properties" DROP COLUMN "comfort_gas";
  ALTER TABLE "properties" DROP COLUMN "comfort_water";
  ALTER TABLE "properties" DROP COLUMN "comfort_lift";
  ALTER TABLE "properties" DROP COLUMN "comfort_cellar";
  ALTER TABLE "properties" DROP COLUMN "comfort_terrace";
  ALTER TABLE "properties" DROP COLUMN "comfort_garden";
  ALTER TABLE "properties" DROP COLUMN "comfort_attic";
  ALTER TABLE "properties" DROP COLUMN "comfort_garage";
  ALTER TABLE "properties" DROP COLUMN "comfort_furnished";
  ALTER TABLE "properties" DROP COLUMN "comfort_accessible";
  ALTER TABLE "properties" DROP COLUMN "comfort_alarm";
  ALTER TABLE "properties" DROP COLUMN "comfort_solar_panels";
  ALTER TABLE "properties" DROP COLUMN "terrace_orientation";
  ALTER TABLE "properties" DROP COLUMN "garden_orientation";
  ALTER TABLE "properties" DROP COLUMN "heating";
  ALTER TABLE "properties" DROP COLUMN "glazing";
  ALTER TABLE "properties" DROP COLUMN "window_frames";
  ALTER TABLE "properties" DROP COLUMN "kitchen";
  ALTER TABLE "properties" DROP COLUMN "roof_type";
  ALTER TABLE "properties" DROP COLUMN "roof_material";
  ALTER TABLE "properties" DROP COLUMN "condition";
  ALTER TABLE "properties" DROP COLUMN "epc_value";
  ALTER TABLE "properties" DROP COLUMN "epc_label_text";
  ALTER TABLE "properties" DROP COLUMN "epc_label";
  ALTER TABLE "properties" DROP COLUMN "epc_total";
  ALTER TABLE "properties" DROP COLUMN "epc_specific";
  ALTER TABLE "properties" DROP COLUMN "epc_co2";
  ALTER TABLE "properties" DROP COLUMN "epc_e_level";
  ALTER TABLE "properties" DROP COLUMN "epc_certificate_number";
  ALTER TABLE "properties" DROP COLUMN "epc_date";
  ALTER TABLE "properties" DROP COLUMN "epc_end_date";
  ALTER TABLE "properties" DROP COLUMN "asbestos_type";
  ALTER TABLE "properties" DROP COLUMN "asbestos_date";
  ALTER TABLE "properties" DROP COLUMN "flood_zone";
  ALTER TABLE "properties" DROP COLUMN "flood_p_score";
  ALTER TABLE "properties" DROP COLUMN "flood_g_score";
  ALTER TABLE "properties" DROP COLUMN "flood_riverbank_zone";
  ALTER TABLE "properties" DROP COLUMN "soil_status";
  ALTER TABLE "properties" DROP COLUMN "soil_date";
  ALTER TABLE "properties" DROP COLUMN "electricity_result";
  ALTER TABLE "properties" DROP COLUMN "electricity_date";
  ALTER TABLE "properties" DROP COLUMN "electricity_end_date";
  ALTER TABLE "properties" DROP COLUMN "gas_certificate_result";
  ALTER TABLE "properties" DROP COLUMN "gas_certificate_date";
  ALTER TABLE "properties" DROP COLUMN "gas_certificate_end_date";
  ALTER TABLE "properties" DROP COLUMN "urbanism_building_permit";
  ALTER TABLE "properties" DROP COLUMN "urbanism_allotment_permit";
  ALTER TABLE "properties" DROP COLUMN "urbanism_preemption_right";
  ALTER TABLE "properties" DROP COLUMN "urbanism_summons";
  ALTER TABLE "properties" DROP COLUMN "urbanism_judicial_decision";
  ALTER TABLE "properties" DROP COLUMN "urbanism_heritage";
  ALTER TABLE "properties" DROP COLUMN "urbanism_zoning";
  ALTER TABLE "properties" DROP COLUMN "urbanism_electricity_connection";
  ALTER TABLE "properties" DROP COLUMN "urbanism_sewer_connection";
  ALTER TABLE "properties" DROP COLUMN "finance_notary_fees";
  ALTER TABLE "properties" DROP COLUMN "finance_notary_fees_ex_vat";
  ALTER TABLE "properties" DROP COLUMN "finance_registration_rights";
  ALTER TABLE "properties" DROP COLUMN "finance_vat_regime";
  ALTER TABLE "properties" DROP COLUMN "finance_vat_rate";
  ALTER TABLE "properties" DROP COLUMN "finance_building_vat";
  ALTER TABLE "properties" DROP COLUMN "finance_ground_part";
  ALTER TABLE "properties" DROP COLUMN "finance_construction_cost";
  ALTER TABLE "properties" DROP COLUMN "finance_total_cost";
  ALTER TABLE "properties" DROP COLUMN "finance_deposit";
  ALTER TABLE "properties" DROP COLUMN "finance_charges_tenant";
  ALTER TABLE "properties" DROP COLUMN "finance_charges_owner";
  ALTER TABLE "properties" DROP COLUMN "finance_inventory_cost";
  ALTER TABLE "properties" DROP COLUMN "finance_agency_cost";
  ALTER TABLE "properties" DROP COLUMN "finance_property_tax";
  ALTER TABLE "properties" DROP COLUMN "finance_cadastral_income";
  ALTER TABLE "properties" DROP COLUMN "availability_from";
  ALTER TABLE "properties" DROP COLUMN "availability_until";
  ALTER TABLE "properties" DROP COLUMN "annuity_is_annuity";
  ALTER TABLE "properties" DROP COLUMN "annuity_bouquet";
  ALTER TABLE "properties" DROP COLUMN "annuity_monthly_annuity";
  ALTER TABLE "properties" DROP COLUMN "annuity_age_head1";
  ALTER TABLE "properties" DROP COLUMN "annuity_age_head2";
  ALTER TABLE "properties" DROP COLUMN "video_url";
  ALTER TABLE "properties" DROP COLUMN "virtual_tour_url";
  ALTER TABLE "properties" DROP COLUMN "seo_image_id";
  ALTER TABLE "properties_locales" DROP COLUMN "price_unit_text";
  ALTER TABLE "properties_locales" DROP COLUMN "marquee";
  ALTER TABLE "properties_locales" DROP COLUMN "neighbourhood";
  ALTER TABLE "properties_locales" DROP COLUMN "points_of_interest";
  ALTER TABLE "properties_locales" DROP COLUMN "architecture_style";
  ALTER TABLE "properties_locales" DROP COLUMN "urbanism_planning_information";
  ALTER TABLE "properties_locales" DROP COLUMN "urbanism_servitudes";
  ALTER TABLE "properties_locales" DROP COLUMN "availability_text";
  ALTER TABLE "properties_locales" DROP COLUMN "annuity_conditions";
  ALTER TABLE "properties_locales" DROP COLUMN "seo_meta_title";
  ALTER TABLE "properties_locales" DROP COLUMN "seo_meta_description";
  ALTER TABLE "_properties_v" DROP COLUMN "version_reference";
  ALTER TABLE "_properties_v" DROP COLUMN "version_property_type";
  ALTER TABLE "_properties_v" DROP COLUMN "version_status";
  ALTER TABLE "_properties_v" DROP COLUMN "version_publish_price";
  ALTER TABLE "_properties_v" DROP COLUMN "version_price_unit";
  ALTER TABLE "_properties_v" DROP COLUMN "version_manager_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_project_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_internal_notes";
  ALTER TABLE "_properties_v" DROP COLUMN "version_street";
  ALTER TABLE "_properties_v" DROP COLUMN "version_house_number";
  ALTER TABLE "_properties_v" DROP COLUMN "version_box_number";
  ALTER TABLE "_properties_v" DROP COLUMN "version_country_id";
  ALTER TABLE "_properties_v" DROP COLUMN "version_publish_address";
  ALTER TABLE "_properties_v" DROP COLUMN "version_region";
  ALTER TABLE "_properties_v" DROP COLUMN "version_latitude";
  ALTER TABLE "_properties_v" DROP COLUMN "version_longitude";
  ALTER TABLE "_properties_v" DROP COLUMN "version_floor";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_public_transport";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_education";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_shops";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_leisure";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_health";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_environment";
  ALTER TABLE "_properties_v" DROP COLUMN "version_mobiscore_nearby";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_total";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_living";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_ground";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_built";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_garden";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_terrace";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_office";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_storage";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_front_width";
  ALTER TABLE "_properties_v" DROP COLUMN "version_surfaces_plot_width";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_bedrooms";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_bathrooms";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_shower_rooms";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_toilets";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_garages";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_parking_inside";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_parking_outside";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_floors";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_facades";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rooms_extra_rooms_possible";
  ALTER TABLE "_properties_v" DROP COLUMN "version_construction_year";
  ALTER TABLE "_properties_v" DROP COLUMN "version_renovation_year";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_gas";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_water";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_lift";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_cellar";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_terrace";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_garden";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_attic";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_garage";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_furnished";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_accessible";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_alarm";
  ALTER TABLE "_properties_v" DROP COLUMN "version_comfort_solar_panels";
  ALTER TABLE "_properties_v" DROP COLUMN "version_terrace_orientation";
  ALTER TABLE "_properties_v" DROP COLUMN "version_garden_orientation";
  ALTER TABLE "_properties_v" DROP COLUMN "version_heating";
  ALTER TABLE "_properties_v" DROP COLUMN "version_glazing";
  ALTER TABLE "_properties_v" DROP COLUMN "version_window_frames";
  ALTER TABLE "_properties_v" DROP COLUMN "version_kitchen";
  ALTER TABLE "_properties_v" DROP COLUMN "version_roof_type";
  ALTER TABLE "_properties_v" DROP COLUMN "version_roof_material";
  ALTER TABLE "_properties_v" DROP COLUMN "version_condition";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_value";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_label_text";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_label";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_total";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_specific";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_co2";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_e_level";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_certificate_number";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_epc_end_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_asbestos_type";
  ALTER TABLE "_properties_v" DROP COLUMN "version_asbestos_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_flood_zone";
  ALTER TABLE "_properties_v" DROP COLUMN "version_flood_p_score";
  ALTER TABLE "_properties_v" DROP COLUMN "version_flood_g_score";
  ALTER TABLE "_properties_v" DROP COLUMN "version_flood_riverbank_zone";
  ALTER TABLE "_properties_v" DROP COLUMN "version_soil_status";
  ALTER TABLE "_properties_v" DROP COLUMN "version_soil_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_electricity_result";
  ALTER TABLE "_properties_v" DROP COLUMN "version_electricity_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_electricity_end_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_gas_certificate_result";
  ALTER TABLE "_properties_v" DROP COLUMN "version_gas_certificate_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_gas_certificate_end_date";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_building_permit";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_allotment_permit";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_preemption_right";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_summons";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_judicial_decision";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_heritage";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_zoning";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_electricity_connection";
  ALTER TABLE "_properties_v" DROP COLUMN "version_urbanism_sewer_connection";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_notary_fees";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_notary_fees_ex_vat";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_registration_rights";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_vat_regime";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_vat_rate";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_building_vat";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_ground_part";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_construction_cost";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_total_cost";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_deposit";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_charges_tenant";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_charges_owner";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_inventory_cost";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_agency_cost";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_property_tax";
  ALTER TABLE "_properties_v" DROP COLUMN "version_finance_cadastral_income";
  ALTER TABLE "_properties_v" DROP COLUMN "version_availability_from";
  ALTER TABLE "_properties_v" DROP COLUMN "version_availability_until";
  ALTER TABLE "_properties_v" DROP COLUMN "version_annuity_is_annuity";
  ALTER TABLE "_properties_v" DROP COLUMN "version_annuity_bouquet";
  ALTER TABLE "_properties_v" DROP COLUMN "version_annuity_monthly_annuity";
  ALTER TABLE "_properties_v" DROP COLUMN "version_annuity_age_head1";
  ALTER TABLE "_properties_v" DROP COLUMN "version_annuity_age_head2";
  ALTER TABLE "_properties_v" DROP COLUMN "version_video_url";
  ALTER TABLE "_properties_v" DROP COLUMN "version_virtual_tour_url";
  ALTER TABLE "_properties_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_price_unit_text";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_marquee";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_neighbourhood";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_points_of_interest";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_architecture_style";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_urbanism_planning_information";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_urbanism_servitudes";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_availability_text";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_annuity_conditions";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_seo_meta_title";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_seo_meta_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "routes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "owners_id";
  ALTER TABLE "site_settings" DROP COLUMN "default_language";
  ALTER TABLE "site_settings" DROP COLUMN "google_verification";
  ALTER TABLE "site_settings" DROP COLUMN "facebook_verification";
  ALTER TABLE "site_settings" DROP COLUMN "norton_safe_web";
  ALTER TABLE "site_settings" DROP COLUMN "robots";
  ALTER TABLE "site_settings" DROP COLUMN "identity_street";
  ALTER TABLE "site_settings" DROP COLUMN "identity_zip";
  ALTER TABLE "site_settings" DROP COLUMN "identity_city";
  ALTER TABLE "site_settings" DROP COLUMN "identity_country";
  ALTER TABLE "site_settings" DROP COLUMN "identity_phone";
  ALTER TABLE "site_settings" DROP COLUMN "identity_email";
  ALTER TABLE "site_settings" DROP COLUMN "identity_vat_number";
  ALTER TABLE "site_settings" DROP COLUMN "identity_ipi_number";
  ALTER TABLE "site_settings" DROP COLUMN "rent_appointment_minimum_monthly_income";
  ALTER TABLE "site_settings" DROP COLUMN "rent_appointment_maximum_persons";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_lifetime_days";
  DROP TYPE "public"."enum_properties_floor_covering";
  DROP TYPE "public"."enum_properties_property_type";
  DROP TYPE "public"."enum_properties_listing_status";
  DROP TYPE "public"."enum_properties_region";
  DROP TYPE "public"."enum_properties_terrace_orientation";
  DROP TYPE "public"."enum_properties_garden_orientation";
  DROP TYPE "public"."enum_properties_heating";
  DROP TYPE "public"."enum_properties_glazing";
  DROP TYPE "public"."enum_properties_window_frames";
  DROP TYPE "public"."enum_properties_kitchen";
  DROP TYPE "public"."enum_properties_roof_type";
  DROP TYPE "public"."enum_properties_roof_material";
  DROP TYPE "public"."enum_properties_condition";
  DROP TYPE "public"."enum_properties_asbestos_type";
  DROP TYPE "public"."enum_properties_flood_zone";
  DROP TYPE "public"."enum_properties_flood_p_score";
  DROP TYPE "public"."enum_properties_flood_g_score";
  DROP TYPE "public"."enum_properties_soil_status";
  DROP TYPE "public"."enum_properties_electricity_result";
  DROP TYPE "public"."enum_properties_gas_certificate_result";
  DROP TYPE "public"."enum_properties_urbanism_building_permit";
  DROP TYPE "public"."enum_properties_urbanism_allotment_permit";
  DROP TYPE "public"."enum_properties_urbanism_preemption_right";
  DROP TYPE "public"."enum_properties_urbanism_summons";
  DROP TYPE "public"."enum_properties_urbanism_judicial_decision";
  DROP TYPE "public"."enum_properties_urbanism_heritage";
  DROP TYPE "public"."enum_properties_urbanism_zoning";
  DROP TYPE "public"."enum__properties_v_version_floor_covering";
  DROP TYPE "public"."enum__properties_v_version_property_type";
  DROP TYPE "public"."enum__properties_v_version_region";
  DROP TYPE "public"."enum__properties_v_version_terrace_orientation";
  DROP TYPE "public"."enum__properties_v_version_garden_orientation";
  DROP TYPE "public"."enum__properties_v_version_heating";
  DROP TYPE "public"."enum__properties_v_version_glazing";
  DROP TYPE "public"."enum__properties_v_version_window_frames";
  DROP TYPE "public"."enum__properties_v_version_kitchen";
  DROP TYPE "public"."enum__properties_v_version_roof_type";
  DROP TYPE "public"."enum__properties_v_version_roof_material";
  DROP TYPE "public"."enum__properties_v_version_condition";
  DROP TYPE "public"."enum__properties_v_version_asbestos_type";
  DROP TYPE "public"."enum__properties_v_version_flood_zone";
  DROP TYPE "public"."enum__properties_v_version_flood_p_score";
  DROP TYPE "public"."enum__properties_v_version_flood_g_score";
  DROP TYPE "public"."enum__properties_v_version_soil_status";
  DROP TYPE "public"."enum__properties_v_version_electricity_result";
  DROP TYPE "public"."enum__properties_v_version_gas_certificate_result";
  DROP TYPE "public"."enum__properties_v_version_urbanism_building_permit";
  DROP TYPE "public"."enum__properties_v_version_urbanism_allotment_permit";
  DROP TYPE "public"."enum__properties_v_version_urbanism_preemption_right";
  DROP TYPE "public"."enum__properties_v_version_urbanism_summons";
  DROP TYPE "public"."enum__properties_v_version_urbanism_judicial_decision";
  DROP TYPE "public"."enum__properties_v_version_urbanism_heritage";
  DROP TYPE "public"."enum__properties_v_version_urbanism_zoning";
  DROP TYPE "public"."enum_projects_units_type";
  DROP TYPE "public"."enum_projects_units_status";
  DROP TYPE "public"."enum_projects_untranslated";
  DROP TYPE "public"."enum_projects_phase";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_units_type";
  DROP TYPE "public"."enum__projects_v_version_units_status";
  DROP TYPE "public"."enum__projects_v_version_untranslated";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_team_languages";
  DROP TYPE "public"."enum_articles_blocks_image_width";
  DROP TYPE "public"."enum_articles_blocks_call_to_action_link_kind";
  DROP TYPE "public"."enum_articles_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum_articles_blocks_property_carousel_goal";
  DROP TYPE "public"."enum_articles_blocks_property_carousel_type";
  DROP TYPE "public"."enum_articles_untranslated";
  DROP TYPE "public"."enum_articles_kind";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_blocks_image_width";
  DROP TYPE "public"."enum__articles_v_blocks_call_to_action_link_kind";
  DROP TYPE "public"."enum__articles_v_blocks_call_to_action_link_route";
  DROP TYPE "public"."enum__articles_v_blocks_property_carousel_goal";
  DROP TYPE "public"."enum__articles_v_blocks_property_carousel_type";
  DROP TYPE "public"."enum__articles_v_version_untranslated";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_categories_untranslated";
  DROP TYPE "public"."enum_categories_kind";
  DROP TYPE "public"."enum_questions_untranslated";
  DROP TYPE "public"."enum_questions_status";
  DROP TYPE "public"."enum__questions_v_version_untranslated";
  DROP TYPE "public"."enum__questions_v_version_status";
  DROP TYPE "public"."enum__questions_v_published_locale";
  DROP TYPE "public"."enum_testimonials_language";
  DROP TYPE "public"."enum_testimonials_posted_by";
  DROP TYPE "public"."enum_routes_redirect_from_locale";
  DROP TYPE "public"."enum_routes_type";
  DROP TYPE "public"."enum_submissions_kind";
  DROP TYPE "public"."enum_submissions_status";
  DROP TYPE "public"."enum_submissions_locale";
  DROP TYPE "public"."enum_mail_outbox_purpose";
  DROP TYPE "public"."enum_mail_outbox_status";
  DROP TYPE "public"."enum_appointment_slots_status";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_enabled_languages";
  DROP TYPE "public"."enum_site_settings_identity_social_links_platform";
  DROP TYPE "public"."enum_site_settings_default_language";
  DROP TYPE "public"."enum_site_settings_identity_country";
  DROP TYPE "public"."enum_navigation_header_link_kind";
  DROP TYPE "public"."enum_navigation_header_link_route";
  DROP TYPE "public"."enum_navigation_footer_link_kind";
  DROP TYPE "public"."enum_navigation_footer_link_route";`)
}
