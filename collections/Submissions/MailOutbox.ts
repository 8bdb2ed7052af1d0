// The outbox: every mail a form causes, rendered when the submission is stored and sent by the
// sendMail job. `status: sent` is checked before sending, so a retried job never mails twice.
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'

export const mailPurposes = [
  'notification',
  'confirmation',
  'friend',
  'newsletter-confirm',
] as const

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: {
    singular: label('Uitgaande mail', 'E-mail sortant', 'Outgoing mail', 'Ausgehende E-Mail'),
    plural: label('Uitgaande mails', 'E-mails sortants', 'Outbox', 'Postausgang'),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'purpose', 'status', 'attempts', 'sentAt'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'submission', type: 'relationship', relationTo: 'submissions', index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: mailPurposes.map((value) => ({ value, label: value })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { value: 'queued', label: label('In de wachtrij', 'En attente', 'Queued', 'Wartend') },
        { value: 'sent', label: label('Verzonden', 'Envoyé', 'Sent', 'Gesendet') },
      ],
    },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'sentAt', type: 'date' },
  ],
}
