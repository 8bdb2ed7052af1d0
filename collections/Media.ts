import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { mediaDir } from '@/lib/env'
import { fileResponseHeaders } from '@/lib/restInput'
import { refuseMarkupInUploads } from '@/lib/uploadContent'

// Effort 2 of libwebp's 0–6 (sharp's default 4): 1.5–1.8× less CPU per photo, files up to 5 %
// larger at the same quality — the sizes bound a CRM's first import (docs/crm-import.md "Figures").
const webp = { format: 'webp' as const, options: { quality: 80, effort: 2 } }

/** Images of properties, projects and pages; every size is WebP (platform-notes: sizes need their own format). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: label('Afbeelding', 'Image', 'Image', 'Bild'),
    plural: label('Afbeeldingen', 'Images', 'Images', 'Bilder'),
  },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    group: label('Media', 'Médias', 'Media', 'Medien'),
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    focalPoint: true,
    imageSizes: [
      { name: 'card', width: 640, height: 427, position: 'centre', formatOptions: webp },
      { name: 'gallery', width: 1600, withoutEnlargement: true, formatOptions: webp },
      { name: 'hero', width: 1920, height: 900, position: 'centre', formatOptions: webp },
      { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: webp },
    ],
    adminThumbnail: 'card',
    modifyResponseHeaders: fileResponseHeaders({ attachment: false }),
  },
  hooks: { beforeOperation: [refuseMarkupInUploads] },
  fields: [
    // SHA-256 of the original file: photos imported from a CRM are stored once (src/lib/crm/photos.ts).
    { name: 'contentHash', type: 'text', index: true, admin: { hidden: true, readOnly: true } },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: label('Alternatieve tekst', 'Texte alternatif', 'Alternative text', 'Alternativtext'),
      admin: {
        description: label(
          'Beschrijf wat er op de afbeelding staat, voor wie ze niet kan zien.',
          "Décrivez l'image pour les personnes qui ne peuvent pas la voir.",
          'Describe the image for people who cannot see it.',
          'Beschreiben Sie das Bild für Menschen, die es nicht sehen können.',
        ),
      },
    },
  ],
}
