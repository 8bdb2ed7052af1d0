import type { Block } from 'payload'

import { label } from '@/fields/labels'

export const Faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: label('Veelgestelde vragen', 'Questions fréquentes', 'FAQ', 'Häufige Fragen'),
    plural: label(
      'Blokken veelgestelde vragen',
      'Blocs de questions fréquentes',
      'FAQ blocks',
      'FAQ-Blöcke',
    ),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      label: label('Titel', 'Titre', 'Heading', 'Überschrift'),
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: {
        singular: label('Vraag', 'Question', 'Question', 'Frage'),
        plural: label('Vragen', 'Questions', 'Questions', 'Fragen'),
      },
      label: label('Vragen', 'Questions', 'Questions', 'Fragen'),
      fields: [
        {
          name: 'question',
          type: 'text',
          localized: true,
          required: true,
          label: label('Vraag', 'Question', 'Question', 'Frage'),
        },
        {
          name: 'answer',
          type: 'richText',
          localized: true,
          required: true,
          label: label('Antwoord', 'Réponse', 'Answer', 'Antwort'),
        },
      ],
    },
  ],
}
