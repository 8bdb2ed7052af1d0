import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_outbox_status" ADD VALUE 'failed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "mail_outbox" SET "status" = 'queued' WHERE "status" = 'failed';
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_mail_outbox_status";
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('queued', 'sent');
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_mail_outbox_status";
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_outbox_status" USING "status"::"public"."enum_mail_outbox_status";`)
}
