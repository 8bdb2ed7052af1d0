import type { Block } from 'payload'

import { label } from '@/fields/labels'

/**
 * Property kinds an editor can filter a carousel on. Keep in step with the property type values
 * of collections/Properties (the carousel's query compares them as they are).
 */
export const carouselPropertyTypes = [
  { value: 'house', label: label('Huis', 'Maison', 'House', 'Haus') },
  { value: 'apartment', label: label('Appartement', 'Appartement', 'Apartment', 'Wohnung') },
  { value: 'land', label: label('Grond', 'Terrain', 'Land', 'Grundstück') },
  { value: 'commercial', label: label('Handelspand', 'Commerce', 'Commercial', 'Gewerbe') },
  { value: 'office', label: label('Kantoor', 'Bureau', 'Office', 'Büro') },
  {
    value: 'parking',
    label: label('Garage / parking', 'Garage / parking', 'Garage / parking', 'Garage / Stellplatz'),
  },
]

export const PropertyCarousel: Block = {
  slug: 'propertyCarousel',
  interfaceName: 'PropertyCarouselBlock',
  labels: {
    singular: label(
      'Carrousel van panden',
      'Carrousel de biens',
      'Property carousel',
      'Immobilien-Karussell',
    ),
    plural: label(
      'Carrousels van panden',
      'Carrousels de biens',
      'Property carousels',
      'Immobilien-Karussells',
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
      type: 'row',
      fields: [
        {
          name: 'goal',
          type: 'select',
          required: true,
          defaultValue: 'sale',
          options: [
            { value: 'sale', label: label('Te koop', 'À vendre', 'For sale', 'Zu verkaufen') },
            { value: 'rent', label: label('Te huur', 'À louer', 'For rent', 'Zu vermieten') },
          ],
          label: label('Doel', 'Objectif', 'Goal', 'Ziel'),
        },
        {
          name: 'type',
          type: 'select',
          options: carouselPropertyTypes,
          label: label('Soort pand', 'Type de bien', 'Property type', 'Immobilienart'),
          admin: {
            description: label(
              'Leeg: alle soorten.',
              'Vide : tous les types.',
              'Empty: every type.',
              'Leer: alle Arten.',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'city',
          type: 'text',
          label: label('Gemeente', 'Commune', 'Town', 'Gemeinde'),
          admin: {
            description: label(
              'Leeg: alle gemeenten.',
              'Vide : toutes les communes.',
              'Empty: every town.',
              'Leer: alle Gemeinden.',
            ),
          },
        },
        {
          name: 'featuredOnly',
          type: 'checkbox',
          defaultValue: false,
          label: label(
            'Alleen panden in de kijker',
            'Uniquement les biens à la une',
            'Featured properties only',
            'Nur hervorgehobene Immobilien',
          ),
        },
        {
          name: 'limit',
          type: 'number',
          required: true,
          defaultValue: 6,
          min: 1,
          max: 12,
          label: label(
            'Aantal panden',
            'Nombre de biens',
            'Number of properties',
            'Anzahl Immobilien',
          ),
        },
      ],
    },
  ],
}
