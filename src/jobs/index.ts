// The jobs of the site (payload.config.ts `jobs`): mails of the forms and the GDPR purge.
import type { JobsConfig, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import { warnIfCaptchaOff } from '@/lib/forms/captcha'

import { purgeSubmissionsTask, RETENTION_QUEUE } from './purgeSubmissions'
import { MAIL_QUEUE, sendMailTask } from './sendMail'

export { runMailQueue } from './queue'
export { MAIL_QUEUE } from './sendMail'

/** Running, queueing or cancelling jobs over the API is for staff only (Payload allows any logged-in user). */
const staffOnly = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)

export const jobs: JobsConfig = {
  tasks: [sendMailTask, purgeSubmissionsTask],
  access: { run: staffOnly, queue: staffOnly, cancel: staffOnly },
  // Called once at start (src/instrumentation.ts initialises Payload with the server): the forms'
  // start-up checks, then the crons of the server process. Each run also takes the jobs whose
  // runner died (their lease expired, src/lib/jobLeases.ts).
  autoRun: async (payload) => {
    warnIfCaptchaOff(payload)
    return [
      { cron: '* * * * *', queue: MAIL_QUEUE, limit: 50 },
      { cron: '17 3 * * *', queue: RETENTION_QUEUE, limit: 1 },
    ]
  },
  // Tests run the queue themselves (runMailQueue); FORMS_MAIL_AUTORUN=off does the same on a server.
  shouldAutoRun: () => !process.env.VITEST && process.env.FORMS_MAIL_AUTORUN !== 'off',
  deleteJobOnComplete: true,
}
