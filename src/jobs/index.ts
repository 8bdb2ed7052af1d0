// The jobs of the site (payload.config.ts `jobs`): mails of the forms, the GDPR purge and the
// hourly deletion of expired view claims.
import type { JobsConfig, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import { warnIfCaptchaOff } from '@/lib/forms/captcha'
import { MAIL_QUEUE } from '@/lib/mail/outbox'

import { CRM_QUEUE, crmScheduledSyncsTask, crmSendLeadTask } from './crmSync'
import { matchFavouritesTask } from './favouriteAlerts'
import { purgeSubmissionsTask, RETENTION_QUEUE } from './purgeSubmissions'
import { purgeViewHitsTask } from './purgeViewHits'
import { matchSavedSearchesTask, sendAlertDigestsTask } from './savedSearchAlerts'
import { sendMailTask } from './sendMail'

export { runMailQueue } from './queue'
export { MAIL_QUEUE } from '@/lib/mail/outbox'

/** Running, queueing or cancelling jobs over the API is for staff only (Payload allows any logged-in user). */
const staffOnly = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)

export const jobs: JobsConfig = {
  tasks: [
    sendMailTask,
    purgeSubmissionsTask,
    purgeViewHitsTask,
    matchSavedSearchesTask,
    sendAlertDigestsTask,
    matchFavouritesTask,
    crmScheduledSyncsTask,
    crmSendLeadTask,
  ],
  access: { run: staffOnly, queue: staffOnly, cancel: staffOnly },
  // Called once at start (src/instrumentation.ts initialises Payload with the server): the forms'
  // start-up checks, then the crons of the server process. Each run also takes the jobs whose
  // runner died (their lease expired, src/lib/db/jobLeases.ts).
  autoRun: async (payload) => {
    warnIfCaptchaOff(payload)
    return [
      { cron: '* * * * *', queue: MAIL_QUEUE, limit: 50 },
      // Every hour: the view claims' purge is due each hour, the submissions' purge at 3:00
      // (each task's `schedule` queues it; a tick with nothing due only looks).
      { cron: '17 * * * *', queue: RETENTION_QUEUE, limit: 5 },
      // The CRM import's delta syncs and nightly reconciliation (src/jobs/crmSync.ts).
      { cron: '* * * * *', queue: CRM_QUEUE, limit: 1 },
    ]
  },
  // Tests run the queue themselves (runMailQueue); FORMS_MAIL_AUTORUN=off does the same on a server.
  shouldAutoRun: () => !process.env.VITEST && process.env.FORMS_MAIL_AUTORUN !== 'off',
  deleteJobOnComplete: true,
}
