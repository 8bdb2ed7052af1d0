// Search-engine and social-sharing texts of a page; empty values fall back to title and description.
import type { Field } from 'payload'

import { label } from './labels'

export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  label: label('SEO', 'SEO', 'SEO', 'SEO'),
  fields: [
    {
      name: 'metaTitle',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: label('Paginatitel', 'Titre de la page', 'Page title', 'Seitentitel'),
    },
    {
      name: 'metaDescription',
      type: 'textarea',
      localized: true,
      maxLength: 170,
      label: label('Metabeschrijving', 'Méta-description', 'Meta description', 'Meta-Beschreibung'),
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label(
        'Afbeelding voor sociale media',
        'Image pour les réseaux sociaux',
        'Social sharing image',
        'Bild für soziale Medien',
      ),
    },
  ],
})
