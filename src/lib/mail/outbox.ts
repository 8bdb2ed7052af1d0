// The one way to queue a mail (docs/decisions/0005): the mail is rendered at once and stored as a
// `mail-outbox` row, and a `sendMail` job (src/jobs/sendMail.ts) is queued for it, both in the
// caller's transaction (`req`), so a mail exists exactly when what caused it was stored. The
// job sends it later, with retries, and never twice (docs/decisions/0013).
//
// This module names the task and its queue but imports nothing of the jobs: the jobs import the
// mail module, never the other way round (tests/unit/lib/importLoops.test.ts).
import type { Payload, PayloadRequest } from 'payload'

import type { MailOutbox } from '@/payload-types'

import type { Rendered } from './templates'

/** The jobs queue the mails are sent from (the server runs it every minute). */
export const MAIL_QUEUE = 'mail'
/** The task that sends one outbox row. */
export const SEND_MAIL_TASK = 'sendMail'

export type OutboxPurpose = MailOutbox['purpose']

export type OutboxMail = {
  purpose: OutboxPurpose
  to: string
  replyTo?: string
  mail: Rendered
  /** Extra headers sent as they are (an alert's List-Unsubscribe). */
  headers?: Record<string, string>
  /** A mail that must exist once: a second row with the same key is refused by its unique index. */
  key?: string
}

/** Stores the mail in the outbox and queues its sending; returns the outbox row's id. */
export const queueMail = async (
  payload: Payload,
  { purpose, to, replyTo, mail, headers, key }: OutboxMail,
  {
    req,
    submission,
    overrideAccess,
  }: { req?: PayloadRequest; submission?: number | string; overrideAccess?: boolean } = {},
): Promise<number | string> => {
  const outbox = await payload.create({
    collection: 'mail-outbox',
    data: {
      ...(submission === undefined ? {} : { submission: submission as number }),
      purpose,
      to,
      ...(replyTo === undefined ? {} : { replyTo }),
      ...mail,
      ...(headers ? { headers } : {}),
      ...(key ? { key } : {}),
      status: 'queued',
      attempts: 0,
    },
    ...(overrideAccess === undefined ? {} : { overrideAccess }),
    req,
  })
  await payload.jobs.queue({
    task: SEND_MAIL_TASK,
    input: { outboxId: String(outbox.id) },
    queue: MAIL_QUEUE,
    req,
  })
  return outbox.id
}
