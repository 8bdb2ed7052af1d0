import type { Block } from 'payload'

import { label } from '@/fields/labels'

/** The newest new-build projects (not sold out first), as cards. */
export const ProjectList: Block = {
  slug: 'projectList',
  interfaceName: 'ProjectListBlock',
  labels: {
    singular: label('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
    plural: label(
      'Blokken nieuwbouwprojecten',
      'Blocs projets neufs',
      'New-build project blocks',
      'Neubauprojekt-Blöcke',
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
