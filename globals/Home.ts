// The home page: its opening words and the blocks below them, in the order the editors choose
// (search box, property carousels, projects, testimonials, news, services, free text, …).
import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/lib/revalidate'

import { pageBlocks } from '../blocks'

export const Home: GlobalConfig = {
  slug: 'home',
  label: label('Startpagina', 'Page d’accueil', 'Home page', 'Startseite'),
  admin: { group: label('Website', 'Site web', 'Website', 'Website') },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: label('Titel', 'Titre', 'Title', 'Titel'),
      admin: {
        description: label(
          'Leeg: de standaardtitel in de taal van de bezoeker.',
          'Vide : le titre par défaut dans la langue du visiteur.',
          'Empty: the default title in the visitor’s language.',
          'Leer: der Standardtitel in der Sprache des Besuchers.',
        ),
      },
    },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: label('Inleiding', 'Introduction', 'Introduction', 'Einleitung'),
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: label('Openingsfoto', "Photo d'accueil", 'Hero photo', 'Titelfoto'),
      admin: {
        description: label(
          'Groot achter de titel en de zoekbalk (liggend, minstens 1920 px breed). Leeg: een vlak in de kleur van het kantoor.',
          "En grand derrière le titre et la recherche (paysage, 1920 px de large au moins). Vide : un aplat à la couleur de l'agence.",
          'Large behind the title and the search (landscape, at least 1920 px wide). Empty: a band in the agency’s colour.',
          'Groß hinter Titel und Suche (Querformat, mindestens 1920 px breit). Leer: eine Fläche in der Farbe des Büros.',
        ),
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      label: label('Blokken', 'Blocs', 'Blocks', 'Blöcke'),
      admin: {
        description: label(
          'Leeg: de nieuwste panden te koop en te huur.',
          'Vide : les biens les plus récents à vendre et à louer.',
          'Empty: the newest properties for sale and for rent.',
          'Leer: die neuesten Immobilien zum Kauf und zur Miete.',
        ),
      },
    },
  ],
  hooks: { afterChange: [revalidateGlobal([cacheTags.home])] },
}
