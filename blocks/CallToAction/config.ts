import type { Block } from 'payload'

import { label } from '@/fields/labels'

import { linkField } from '../fields/link'

export const CallToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: label('Oproep tot actie', "Appel à l'action", 'Call to action', 'Handlungsaufruf'),
    plural: label('Oproepen tot actie', "Appels à l'action", 'Calls to action', 'Handlungsaufrufe'),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Heading', 'Überschrift'),
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      label: label('Tekst', 'Texte', 'Text', 'Text'),
    },
    linkField(),
  ],
}
