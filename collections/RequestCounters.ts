// Counters shared by every server on one database (docs/decisions/0016): the per-minute rate
// limits of the forms, the logins and the password-reset requests, and the solved captchas that
// were already used. One row per key, with its count and the moment it expires; expired rows are
// reused or deleted (src/lib/requestCounters.ts). Nothing a visitor typed is stored: the keys
// hold a client address, a form kind, a lower-cased account name, or a captcha's signature.
import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'

export const RequestCounters: CollectionConfig = {
  slug: 'request-counters',
  labels: {
    singular: label('Verzoekteller', 'Compteur de requêtes', 'Request counter', 'Anfragezähler'),
    plural: label('Verzoektellers', 'Compteurs de requêtes', 'Request counters', 'Anfragezähler'),
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
