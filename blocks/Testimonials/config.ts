import type { Block } from 'payload'

import { label } from '@/fields/labels'

export const Testimonials: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: {
    singular: label('Referenties', 'Références', 'Testimonials', 'Referenzen'),
    plural: label(
      'Referentieblokken',
      'Blocs de références',
      'Testimonial blocks',
      'Referenzblöcke',
    ),
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
      name: 'testimonials',
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      filterOptions: { approved: { equals: true } },
      label: label(
        'Gekozen referenties',
        'Références choisies',
        'Chosen testimonials',
        'Ausgewählte Referenzen',
      ),
      admin: {
        description: label(
          'Leeg: de meest recente goedgekeurde referenties.',
          'Vide : les références approuvées les plus récentes.',
          'Empty: the most recent approved testimonials.',
          'Leer: die neuesten freigegebenen Referenzen.',
        ),
      },
    },
    {
      name: 'limit',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 12,
      label: label('Aantal', 'Nombre', 'Number', 'Anzahl'),
    },
  ],
}
