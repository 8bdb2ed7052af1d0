// GDPR retention: handled submissions and their files are deleted N months after they were
// handled (FormTexts.retentionMonths, or FORMS_RETENTION_MONTHS; 0 keeps them forever).
import type { Payload, TaskConfig } from 'payload'

export const RETENTION_QUEUE = 'retention'

export const retentionMonths = async (payload: Payload): Promise<number> => {
  const fromEnv = Number(process.env.FORMS_RETENTION_MONTHS)
  if (process.env.FORMS_RETENTION_MONTHS && Number.isFinite(fromEnv)) return fromEnv
  const texts = (await payload.findGlobal({ slug: 'form-texts', depth: 0 }).catch(() => null)) as {
    retentionMonths?: number | null
  } | null
  return texts?.retentionMonths ?? 24
}

export const purgeExpiredSubmissions = async (payload: Payload, now = new Date()) => {
  const months = await retentionMonths(payload)
  if (!months || months <= 0) return 0
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - months)
  const { docs } = await payload.find({
    collection: 'submissions',
    where: {
      and: [{ status: { equals: 'handled' } }, { handledAt: { less_than: cutoff.toISOString() } }],
    },
    depth: 0,
    limit: 500,
  })
  for (const doc of docs) {
    const files = (doc.files ?? []).map((file) => (typeof file === 'object' ? file.id : file))
    if (files.length)
      await payload.delete({ collection: 'submission-files', where: { id: { in: files } } })
    await payload.delete({ collection: 'mail-outbox', where: { submission: { equals: doc.id } } })
    await payload.delete({ collection: 'submissions', id: doc.id })
  }
  if (docs.length)
    payload.logger.info({
      msg: `Purged ${docs.length} handled submission(s) older than ${months} months`,
    })
  return docs.length
}

export const purgeSubmissionsTask: TaskConfig<{ input: object; output: { purged: number } }> = {
  slug: 'purgeSubmissions',
  label: 'Purge handled submissions',
  schedule: [{ cron: '0 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => ({ output: { purged: await purgeExpiredSubmissions(req.payload) } }),
}
