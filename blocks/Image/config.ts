import type { Block } from 'payload'

import { label } from '@/fields/labels'

export const Image: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: {
    singular: label('Afbeelding', 'Image', 'Image', 'Bild'),
    plural: label('Afbeeldingen', 'Images', 'Images', 'Bilder'),
  },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Afbeelding', 'Image', 'Image', 'Bild'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'caption',
          type: 'text',
          localized: true,
          label: label('Onderschrift', 'Légende', 'Caption', 'Bildunterschrift'),
        },
        {
          name: 'width',
          type: 'select',
          defaultValue: 'content',
          required: true,
          options: [
            {
              value: 'content',
              label: label('Tekstbreedte', 'Largeur du texte', 'Text width', 'Textbreite'),
            },
            { value: 'wide', label: label('Breed', 'Large', 'Wide', 'Breit') },
            {
              value: 'full',
              label: label('Volledige breedte', 'Pleine largeur', 'Full width', 'Volle Breite'),
            },
          ],
          label: label('Breedte', 'Largeur', 'Width', 'Breite'),
        },
      ],
    },
  ],
}
