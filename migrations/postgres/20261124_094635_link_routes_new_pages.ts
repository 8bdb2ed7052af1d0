import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_articles_blocks_call_to_action_link_route" ADD VALUE 'appointment' BEFORE 'about-us';
  ALTER TYPE "public"."enum_articles_blocks_call_to_action_link_route" ADD VALUE 'method' BEFORE 'news';
  ALTER TYPE "public"."enum_articles_blocks_call_to_action_link_route" ADD VALUE 'step-plan' BEFORE 'news';
  ALTER TYPE "public"."enum_articles_blocks_call_to_action_link_route" ADD VALUE 'strengths' BEFORE 'news';
  ALTER TYPE "public"."enum_articles_blocks_call_to_action_link_route" ADD VALUE 'jobs' BEFORE 'news';
  ALTER TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" ADD VALUE 'appointment' BEFORE 'about-us';
  ALTER TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" ADD VALUE 'method' BEFORE 'news';
  ALTER TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" ADD VALUE 'step-plan' BEFORE 'news';
  ALTER TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" ADD VALUE 'strengths' BEFORE 'news';
  ALTER TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" ADD VALUE 'jobs' BEFORE 'news';
  ALTER TYPE "public"."enum_home_blocks_call_to_action_link_route" ADD VALUE 'appointment' BEFORE 'about-us';
  ALTER TYPE "public"."enum_home_blocks_call_to_action_link_route" ADD VALUE 'method' BEFORE 'news';
  ALTER TYPE "public"."enum_home_blocks_call_to_action_link_route" ADD VALUE 'step-plan' BEFORE 'news';
  ALTER TYPE "public"."enum_home_blocks_call_to_action_link_route" ADD VALUE 'strengths' BEFORE 'news';
  ALTER TYPE "public"."enum_home_blocks_call_to_action_link_route" ADD VALUE 'jobs' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_header_link_route" ADD VALUE 'appointment' BEFORE 'about-us';
  ALTER TYPE "public"."enum_navigation_header_link_route" ADD VALUE 'method' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_header_link_route" ADD VALUE 'step-plan' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_header_link_route" ADD VALUE 'strengths' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_header_link_route" ADD VALUE 'jobs' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_footer_link_route" ADD VALUE 'appointment' BEFORE 'about-us';
  ALTER TYPE "public"."enum_navigation_footer_link_route" ADD VALUE 'method' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_footer_link_route" ADD VALUE 'step-plan' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_footer_link_route" ADD VALUE 'strengths' BEFORE 'news';
  ALTER TYPE "public"."enum_navigation_footer_link_route" ADD VALUE 'jobs' BEFORE 'news';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE text;
  DROP TYPE "public"."enum_articles_blocks_call_to_action_link_route";
  CREATE TYPE "public"."enum_articles_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  ALTER TABLE "articles_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE "public"."enum_articles_blocks_call_to_action_link_route" USING "link_route"::"public"."enum_articles_blocks_call_to_action_link_route";
  ALTER TABLE "_articles_v_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE text;
  DROP TYPE "public"."enum__articles_v_blocks_call_to_action_link_route";
  CREATE TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  ALTER TABLE "_articles_v_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE "public"."enum__articles_v_blocks_call_to_action_link_route" USING "link_route"::"public"."enum__articles_v_blocks_call_to_action_link_route";
  ALTER TABLE "home_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE text;
  DROP TYPE "public"."enum_home_blocks_call_to_action_link_route";
  CREATE TYPE "public"."enum_home_blocks_call_to_action_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  ALTER TABLE "home_blocks_call_to_action" ALTER COLUMN "link_route" SET DATA TYPE "public"."enum_home_blocks_call_to_action_link_route" USING "link_route"::"public"."enum_home_blocks_call_to_action_link_route";
  ALTER TABLE "navigation_header" ALTER COLUMN "link_route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_header_link_route";
  CREATE TYPE "public"."enum_navigation_header_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  ALTER TABLE "navigation_header" ALTER COLUMN "link_route" SET DATA TYPE "public"."enum_navigation_header_link_route" USING "link_route"::"public"."enum_navigation_header_link_route";
  ALTER TABLE "navigation_footer" ALTER COLUMN "link_route" SET DATA TYPE text;
  DROP TYPE "public"."enum_navigation_footer_link_route";
  CREATE TYPE "public"."enum_navigation_footer_link_route" AS ENUM('home', 'for-sale', 'for-rent', 'new-builds', 'contact', 'services', 'keep-me-informed', 'free-valuation', 'about-us', 'news', 'testimonials', 'free-advice', 'questions-and-answers', 'privacy-statement', 'cookie-policy', 'disclaimer', 'login', 'owner');
  ALTER TABLE "navigation_footer" ALTER COLUMN "link_route" SET DATA TYPE "public"."enum_navigation_footer_link_route" USING "link_route"::"public"."enum_navigation_footer_link_route";`)
}
