// The sendMail task: sends one outbox document. The outbox's `status: sent` is checked before
// sending and recorded right after, so a retried or duplicated job never mails twice.
import type { TaskConfig } from 'payload'

export const MAIL_QUEUE = 'mail'

/** Outbox documents being sent by this process (two jobs for one mail in the same run). */
const inFlight = new Set<string>()

export const sendMailTask: TaskConfig<{ input: { outboxId: string }; output: { result: string } }> =
  {
    slug: 'sendMail',
    label: 'Send mail',
    inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
    // About 9 hours of retries: 1, 2, 4 … 256 minutes after each failure.
    retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      const { payload } = req
      const id = String(input.outboxId)
      if (inFlight.has(id)) return { output: { result: 'in-flight' } }
      inFlight.add(id)
      try {
        // Outside the job's transaction: the sent state must be committed whatever happens next.
        const mail = await payload.findByID({
          collection: 'mail-outbox',
          id,
          depth: 0,
          disableErrors: true,
        })
        if (!mail) return { output: { result: 'missing' } }
        if (mail.status === 'sent') return { output: { result: 'already-sent' } }
        try {
          await payload.sendEmail({
            to: mail.to,
            replyTo: mail.replyTo || undefined,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          })
        } catch (error) {
          await payload.update({
            collection: 'mail-outbox',
            id,
            data: {
              attempts: (mail.attempts ?? 0) + 1,
              lastError: String((error as Error)?.message ?? error).slice(0, 500),
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
            attempts: (mail.attempts ?? 0) + 1,
            lastError: process.env.SMTP_URL?.trim() ? null : 'SMTP_URL not set: written to the log',
          },
        })
        return { output: { result: 'sent' } }
      } finally {
        inFlight.delete(id)
      }
    },
  }
