// GDPR retention (FormTexts.retentionMonths, or FORMS_RETENTION_MONTHS; 0 keeps them forever):
// a submission and its files go N months after it was handled or, never handled, N months after
// it arrived; so do the personal data other forms left behind once they serve no purpose:
// newsletter sign-ups never confirmed or unsubscribed, visitors' testimonials never approved,
// saved searches never confirmed (30 days) or unsubscribed (the retention), favourites lists
// likewise (0028), and the mails of no submission: account and confirmation mails 30 days after
// they were sent or failed (their links are spent), the others after the retention.
import type { Payload, TaskConfig, Where } from 'payload'

import { purgeStaleFavouriteLists } from '@/lib/favourites/sync'
import { eraseDeliveredSecrets } from '@/lib/mail/secrets'

export const RETENTION_QUEUE = 'retention'

export const retentionMonths = async (payload: Payload): Promise<number> => {
  const fromEnv = Number(process.env.FORMS_RETENTION_MONTHS)
  if (process.env.FORMS_RETENTION_MONTHS && Number.isFinite(fromEnv)) return fromEnv
  const texts = (await payload.findGlobal({ slug: 'form-texts', depth: 0 }).catch(() => null)) as {
    retentionMonths?: number | null
  } | null
  return texts?.retentionMonths ?? 24
}

/** The moment before which data are expired, or null when the retention keeps them forever. */
const retentionCutoff = async (payload: Payload, now: Date) => {
  const months = await retentionMonths(payload)
  if (!months || months <= 0) return null
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - months)
  return { cutoff, months }
}

export const purgeExpiredSubmissions = async (payload: Payload, now = new Date()) => {
  const retention = await retentionCutoff(payload, now)
  if (!retention) return 0
  const { cutoff, months } = retention
  const before = cutoff.toISOString()
  const { docs } = await payload.find({
    collection: 'submissions',
    where: {
      or: [
        { and: [{ status: { equals: 'handled' } }, { handledAt: { less_than: before } }] },
        // A lead nobody handled is not kept longer than a handled one.
        { and: [{ status: { not_equals: 'handled' } }, { createdAt: { less_than: before } }] },
      ],
    },
    depth: 0,
    limit: 500,
  })
  for (const doc of docs) {
    const files = (doc.files ?? []).map((file) => (typeof file === 'object' ? file.id : file))
    if (files.length)
      await payload.delete({ collection: 'submission-files', where: { id: { in: files } } })
    await payload.delete({ collection: 'mail-outbox', where: { submission: { equals: doc.id } } })
    // Its lead for the CRM goes with it (sent or not: the CRM keeps its own copy).
    await payload.delete({ collection: 'crm-leads', where: { submission: { equals: doc.id } } })
    await payload.delete({ collection: 'submissions', id: doc.id })
  }
  if (docs.length)
    payload.logger.info({
      msg: `Purged ${docs.length} submission(s) handled or received over ${months} months ago`,
    })
  return docs.length
}

/**
 * Newsletter sign-ups never confirmed, or unsubscribed, and visitors' testimonials never
 * approved, older than the retention: nobody will use them, the law says to let them go.
 */
export const purgeStaleContacts = async (payload: Payload, now = new Date()) => {
  const retention = await retentionCutoff(payload, now)
  if (!retention) return { subscribers: 0, testimonials: 0 }
  const before = retention.cutoff.toISOString()
  const subscribers = await payload.delete({
    collection: 'newsletter-subscribers',
    where: {
      or: [
        { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: before } }] },
        {
          and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than: before } }],
        },
      ],
    },
    depth: 0,
  })
  const testimonials = await payload.delete({
    collection: 'testimonials',
    where: {
      and: [
        { approved: { not_equals: true } },
        { postedBy: { equals: 'visitor' } },
        { createdAt: { less_than: before } },
      ],
    },
    depth: 0,
  })
  const purged = { subscribers: subscribers.docs.length, testimonials: testimonials.docs.length }
  if (purged.subscribers || purged.testimonials)
    payload.logger.info({ msg: 'Purged stale newsletter sign-ups and testimonials', ...purged })
  return purged
}

/** Days a saved search waits for its confirmation link before it is deleted. */
export const UNCONFIRMED_SEARCH_DAYS = 30

/**
 * Saved searches never confirmed within 30 days, and unsubscribed ones once the retention has
 * passed since: deleted with their alerts (docs/decisions/0023).
 */
export const purgeStaleSavedSearches = async (payload: Payload, now = new Date()) => {
  const pendingBefore = new Date(now.getTime() - UNCONFIRMED_SEARCH_DAYS * 24 * 3600 * 1000)
  const retention = await retentionCutoff(payload, now)
  const or: Where[] = [
    {
      and: [
        { status: { equals: 'pending' } },
        { createdAt: { less_than: pendingBefore.toISOString() } },
      ],
    },
    ...(retention
      ? [
          {
            and: [
              { status: { equals: 'stopped' } },
              { stoppedAt: { less_than: retention.cutoff.toISOString() } },
            ],
          },
        ]
      : []),
  ]
  const { docs } = await payload.delete({
    collection: 'saved-searches',
    where: { or },
    depth: 0,
  })
  if (docs.length) payload.logger.info({ msg: `Purged ${docs.length} stale saved search(es)` })
  return docs.length
}

/** Days an account or confirmation mail of no submission is kept once sent or failed. */
export const SPENT_MAIL_DAYS = 30

/** Mails that carry a one-time link or a notice to one person, and serve nothing once sent. */
const SPENT_PURPOSES = [
  'owner-login',
  'owner-reset',
  'owner-invite',
  'newsletter-confirm',
  'alert-confirm',
  'favourites-link',
] as const

/**
 * Mails of no submission (a submission's mails go with it): account and confirmation mails 30
 * days after they were sent or failed, the alerts after the retention (their unique key is the
 * once-ever record of an alert, docs/alerts.md, so they stay as long as the data allow).
 */
export const purgeOldMails = async (payload: Payload, now = new Date()) => {
  const spentBefore = new Date(now.getTime() - SPENT_MAIL_DAYS * 24 * 3600 * 1000)
  const retention = await retentionCutoff(payload, now)
  const done: Where = { status: { in: ['sent', 'failed'] } }
  const noSubmission: Where = { submission: { exists: false } }
  const or: Where[] = [
    {
      and: [
        noSubmission,
        done,
        { purpose: { in: [...SPENT_PURPOSES] } },
        { createdAt: { less_than: spentBefore.toISOString() } },
      ],
    },
    ...(retention
      ? [
          {
            and: [noSubmission, done, { createdAt: { less_than: retention.cutoff.toISOString() } }],
          },
        ]
      : []),
  ]
  const { docs } = await payload.delete({ collection: 'mail-outbox', where: { or }, depth: 0 })
  if (docs.length)
    payload.logger.info({ msg: `Purged ${docs.length} old mail(s) of no submission` })
  return docs.length
}

export const purgeSubmissionsTask: TaskConfig<{ input: object; output: { purged: number } }> = {
  slug: 'purgeSubmissions',
  label: 'Purge expired submissions and personal data',
  schedule: [{ cron: '0 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => {
    const purged = await purgeExpiredSubmissions(req.payload)
    await purgeStaleContacts(req.payload)
    await purgeStaleSavedSearches(req.payload)
    await purgeStaleFavouriteLists(req.payload, {
      stoppedBefore: (await retentionCutoff(req.payload, new Date()))?.cutoff,
    })
    // Sent mails whose secret link the send itself did not erase (older rows, a crash between).
    await eraseDeliveredSecrets(req.payload)
    await purgeOldMails(req.payload)
    return { output: { purged } }
  },
}
