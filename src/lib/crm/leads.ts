// Leads back to the CRM (docs/crm-import.md): a form about an imported property is queued for
// its CRM in the submission's own transaction — a `crm-leads` row (unique per submission) and a
// job of the crm queue — so that either both the submission and its lead exist, or neither.
// The agency's mail is queued beside it and goes out regardless of the CRM.
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { CrmLead } from './types'

export const CRM_QUEUE = 'crm'
export const CRM_LEAD_TASK = 'crmSendLead' as const

type Values = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Queues the lead of a submission about `property` when it comes from a CRM that wants leads. */
export const queueCrmLead = async (
  payload: Payload,
  {
    req,
    submission,
    property,
    kind,
    values,
    locale,
  }: {
    req: PayloadRequest
    submission: number | string
    property: number | string | null | undefined
    kind: string
    values: Values
    locale: Locale
  },
) => {
  if (!property) return null
  const doc = (await payload.findByID({
    collection: 'properties',
    id: property,
    depth: 0,
    select: { crm: true },
    req,
    disableErrors: true,
  })) as {
    crm?: {
      connection?: number | { id: number } | null
      externalId?: string | null
      detached?: boolean | null
    }
  } | null
  const crm = doc?.crm
  if (!crm?.externalId || crm.detached || !crm.connection) return null
  const connectionId = typeof crm.connection === 'object' ? crm.connection.id : crm.connection
  const connection = await payload.findByID({
    collection: 'crm-connections',
    id: connectionId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!connection || connection.pushLeads === false) return null
  const lead: CrmLead = {
    externalId: crm.externalId,
    firstName: str(values.firstName),
    lastName: str(values.lastName) || str(values.name),
    email: str(values.email).toLowerCase(),
    phone: str(values.phone) || null,
    message: [`[${kind}]`, str(values.remarks) || str(values.message)].filter(Boolean).join(' '),
    locale,
  }
  const row = await payload.create({
    collection: 'crm-leads',
    data: {
      key: `submission:${submission}`,
      submission: submission as number,
      connection: connectionId,
      externalId: crm.externalId,
      status: 'queued',
      lead,
    },
    req,
    depth: 0,
  })
  await payload.jobs.queue({
    task: CRM_LEAD_TASK,
    queue: CRM_QUEUE,
    input: { leadId: String(row.id) },
    req,
  })
  return row.id
}
