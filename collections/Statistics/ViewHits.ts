// The short-lived memory of POST /api/views: one row per visitor and target for 30 minutes, so
// that several servers agree on "already counted". The key is a salted hash that rotates daily
// (src/lib/portal/views.ts); no address, user agent or URL is stored. Expired rows are deleted.
import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'

export const ViewHits: CollectionConfig = {
  slug: 'view-hits',
  labels: {
    singular: label('Recente weergave', 'Vue récente', 'Recent view', 'Letzter Aufruf'),
    plural: label('Recente weergaven', 'Vues récentes', 'Recent views', 'Letzte Aufrufe'),
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
