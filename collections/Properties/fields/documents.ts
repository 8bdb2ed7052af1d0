// Tab "Documents": plans, certificates and brochures visitors may download once the property is published.
import type { Tab } from 'payload'

import { label } from '@/fields/labels'

export const documentsTab: Tab = {
  label: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
  fields: [
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      label: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
    },
  ],
}
