// The sendMail task: sends one outbox document, once.
//
// Before sending, the task takes the mail by an atomic update of its outbox row (`sentAt` set
// while `status` is still `queued` means "being sent since"); after sending it records
// `status: sent`. So a second job for the same mail (a duplicate, or a second server on the same
// database) finds it taken or sent and does not send it again, and a job reclaimed after its
// runner died (docs/decisions/0013) finds it sent. Only a crash in the instant between the mail
// server's answer and the outbox update leaves a mail taken and unsent on record: once the
// lease has expired it is sent again, with the same Message-ID, which mail clients recognise
// as the same message.
import type { TaskConfig } from 'payload'

import { failureText, keepLease, takeQueuedRow } from '@/lib/db/jobLeases'
import { mailFrom } from '@/lib/mail/adapter'
import { SEND_MAIL_TASK } from '@/lib/mail/outbox'
import { erasedBody, mailCarriesSecret } from '@/lib/mail/secrets'

// Mails are queued through src/lib/mail/outbox.ts `queueMail`; the name stays here too for the
// code that still imports it from this file.
export { MAIL_QUEUE } from '@/lib/mail/outbox'

/** Retries of a mail after its first attempt: about 9 hours (1, 2, 4 … 256 minutes apart). */
export const MAIL_RETRIES = 10

/** One Message-ID per outbox document, whichever attempt delivers it. */
export const outboxMessageId = (id: string) =>
  `<outbox-${id}@${mailFrom().split('@').pop() || 'localhost'}>`

const isHeaders = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string')

export const sendMailTask: TaskConfig<{ input: { outboxId: string }; output: { result: string } }> =
  {
    slug: SEND_MAIL_TASK,
    label: 'Send mail',
    inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
    // About 9 hours of retries: 1, 2, 4 … 256 minutes after each failure.
    retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, job, req }) => {
      const { payload } = req
      const id = String(input.outboxId)
      // Outside the job's transaction: the sent state must be committed whatever happens next.
      const mail = await payload.findByID({
        collection: 'mail-outbox',
        id,
        depth: 0,
        disableErrors: true,
      })
      if (!mail) return { output: { result: 'missing' } }
      if (mail.status === 'sent') return { output: { result: 'already-sent' } }
      if (!(await takeQueuedRow(payload, 'mail-outbox', id, new Date()))) {
        return { output: { result: 'in-flight' } }
      }
      return keepLease(payload, job, async () => {
        try {
          await payload.sendEmail({
            to: mail.to,
            replyTo: mail.replyTo || undefined,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            messageId: outboxMessageId(id),
            ...(isHeaders(mail.headers) ? { headers: mail.headers } : {}),
          })
        } catch (error) {
          const attempts = (mail.attempts ?? 0) + 1
          await payload.update({
            collection: 'mail-outbox',
            id,
            data: {
              sentAt: null,
              attempts,
              // The first try and every retry failed: the job gives up, and the outbox says so
              // (the submission itself is kept; staff see "E-mail verzenden is mislukt").
              // A secret link that will not be sent is not kept either (src/lib/mail/secrets.ts).
              ...(attempts > MAIL_RETRIES
                ? {
                    status: 'failed' as const,
                    ...(mailCarriesSecret(mail.purpose) ? erasedBody : {}),
                  }
                : {}),
              lastError: failureText(error),
            },
          })
          throw error
        }
        await payload.update({
          collection: 'mail-outbox',
          id,
          data: {
            status: 'sent',
            sentAt: new Date().toISOString(),
            // The mail server has the link now; the outbox keeps none (src/lib/mail/secrets.ts).
            ...(mailCarriesSecret(mail.purpose) ? erasedBody : {}),
            attempts: (mail.attempts ?? 0) + 1,
            lastError: process.env.SMTP_URL?.trim() ? null : 'SMTP_URL not set: written to the log',
          },
        })
        return { output: { result: 'sent' } }
      })
    },
  }
