import type { Block } from 'payload'

import { label } from '@/fields/labels'
import { option } from '@/fields/options'

/** The latest news items or the services, as cards linking to their pages. */
export const ArticleList: Block = {
  slug: 'articleList',
  interfaceName: 'ArticleListBlock',
  labels: {
    singular: label('Artikellijst', 'Liste d’articles', 'Article list', 'Artikelliste'),
    plural: label('Artikellijsten', 'Listes d’articles', 'Article lists', 'Artikellisten'),
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
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: [
        option('news', 'Nieuws', 'Actualités', 'News', 'Neuigkeiten'),
        option('service', 'Diensten', 'Services', 'Services', 'Dienstleistungen'),
      ],
      label: label('Soort', 'Type', 'Kind', 'Art'),
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
