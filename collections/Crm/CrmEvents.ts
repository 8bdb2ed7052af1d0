// Webhook events of a pushing CRM (SweepBright), waiting for the run that fetches their listing
// (docs/crm-import.md). One row per (connection, listing): the same event twice, or events out
// of order, collapse on the unique key, and the run fetches the listing's current state once.
import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'

export const CrmEvents: CollectionConfig = {
  slug: 'crm-events',
  labels: {
    singular: label('CRM-melding', 'Notification CRM', 'CRM event', 'CRM-Ereignis'),
    plural: label('CRM-meldingen', 'Notifications CRM', 'CRM events', 'CRM-Ereignisse'),
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'crm-connections',
      required: true,
      index: true,
    },
    { name: 'externalId', type: 'text', required: true },
    { name: 'event', type: 'text' },
  ],
}
