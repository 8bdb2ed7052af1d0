// The agency's three managers, in display order. properties.ts assigns them by region: Sofie
// Flanders, Julien Brussels and Wallonia, Anna Luxembourg and East Belgium.
import type { Locale } from '@/i18n/locales'

import { t, type Localized } from './propertyTexts'

export type TeamSeed = {
  name: string
  role: Localized
  phone: string
  email: string
  languages: Locale[]
  /** For the generated portrait. */
  longHair: boolean
}

export const team: readonly TeamSeed[] = [
  {
    name: 'Sofie Van den Broeck',
    role: t(
      'Zaakvoerder en erkend vastgoedmakelaar – Vlaanderen',
      'Gérante et agent immobilier agréé – Flandre',
      'Managing director and licensed estate agent – Flanders',
      'Geschäftsführerin und zugelassene Immobilienmaklerin – Flandern',
    ),
    phone: '+32 9 234 56 71',
    email: 'sofie@immo-demo.be',
    languages: ['nl', 'fr', 'en'],
    longHair: true,
  },
  {
    name: 'Julien Lambert',
    role: t(
      'Erkend vastgoedmakelaar – Brussel en Wallonië',
      'Agent immobilier agréé – Bruxelles et Wallonie',
      'Licensed estate agent – Brussels and Wallonia',
      'Zugelassener Immobilienmakler – Brüssel und Wallonien',
    ),
    phone: '+32 2 318 45 20',
    email: 'julien@immo-demo.be',
    languages: ['fr', 'nl', 'en'],
    longHair: false,
  },
  {
    name: 'Anna Schmitz',
    role: t(
      'Vastgoedadviseur – Luxemburg en Oostbelgië',
      'Conseillère immobilière – Luxembourg et Belgique de l’Est',
      'Property adviser – Luxembourg and East Belgium',
      'Immobilienberaterin – Luxemburg und Ostbelgien',
    ),
    phone: '+352 26 48 12 30',
    email: 'anna@immo-demo.be',
    languages: ['de', 'fr', 'nl', 'en'],
    longHair: true,
  },
]
