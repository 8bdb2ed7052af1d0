import type { Block } from 'payload'

import { label } from '@/fields/labels'

export const RichText: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: label('Tekst', 'Texte', 'Text', 'Text'),
    plural: label('Teksten', 'Textes', 'Texts', 'Texte'),
  },
  fields: [
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
    },
  ],
}
