// The CRM import's scheduled runs (docs/crm-import.md): each minute, the delta syncs and the
// nightly full reconciliation that are due (src/lib/crm/schedule.ts), on their own queue so a
// long import never delays the mails. The job's lease is renewed while the runs go
// (docs/decisions/0013); the connection's own lease keeps one run per connection across servers.
import type { TaskConfig } from 'payload'

import { keepLease } from '@/lib/db/jobLeases'
import { CRM_LEAD_TASK, CRM_QUEUE } from '@/lib/crm/leads'

export { CRM_QUEUE } from '@/lib/crm/leads'

export const crmScheduledSyncsTask: TaskConfig<{ input: object; output: { runs: number } }> = {
  slug: 'crmScheduledSyncs',
  label: 'CRM: scheduled syncs',
  outputSchema: [{ name: 'runs', type: 'number' }],
  schedule: [{ cron: '* * * * *', queue: CRM_QUEUE }],
  handler: async ({ req, job }) => {
    // Loaded on call: the runs reach the data layer (server-only), which Payload's CLI must not
    // load with the config.
    const { runDueSyncs } = await import('@/lib/crm/schedule')
    const ran = await keepLease(req.payload, job, () => runDueSyncs(req.payload))
    return { output: { runs: ran.length } }
  },
}

/** One lead to its CRM, once, retried with back-off (src/lib/crm/leadSend.ts). */
export const crmSendLeadTask: TaskConfig<{
  input: { leadId: string }
  output: { result: string }
}> = {
  slug: CRM_LEAD_TASK,
  label: 'CRM: send a lead',
  inputSchema: [{ name: 'leadId', type: 'text', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 9, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req, job }) => {
    const { sendCrmLead } = await import('@/lib/crm/leadSend')
    const result = await keepLease(req.payload, job, () =>
      sendCrmLead(req.payload, String(input.leadId)),
    )
    return { output: { result } }
  },
}
