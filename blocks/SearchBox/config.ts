import type { Block } from 'payload'

import { label } from '@/fields/labels'

/** The home page's search box: goal, type, town or postcode and budget, into the lists. */
export const SearchBox: Block = {
  slug: 'searchBox',
  interfaceName: 'SearchBoxBlock',
  labels: {
    singular: label('Zoekvak', 'Recherche', 'Search box', 'Suchfeld'),
    plural: label('Zoekvakken', 'Recherches', 'Search boxes', 'Suchfelder'),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      label: label('Titel', 'Titre', 'Heading', 'Überschrift'),
      admin: {
        description: label(
          'Leeg: "Zoek uw pand" in de taal van de bezoeker.',
          'Vide : « Trouvez votre bien » dans la langue du visiteur.',
          'Empty: "Find your property" in the visitor’s language.',
          'Leer: „Finden Sie Ihre Immobilie“ in der Sprache des Besuchers.',
        ),
      },
    },
  ],
}
