// The towns of the demo listings and projects. `zip` and `name` are spelled as in the validated
// postcode list (places.ts findPlace gives the coordinates; Luxembourg as in LUXEMBOURG_PLACES);
// the name is the one used locally, `names` the name in each language of the site.
import { t, type Localized, type TownCharacter } from './propertyTexts'

type Town = {
  zip: string
  name: string
  names: Localized
  character: TownCharacter
  streets: readonly string[]
}

export const towns = {
  // Flanders
  gent: {
    zip: '9000',
    name: 'Gent',
    names: t('Gent', 'Gand', 'Ghent', 'Gent'),
    character: 'city',
    streets: [
      'Kortrijksesteenweg',
      'Coupure Links',
      'Sint-Pietersnieuwstraat',
      'Vlaanderenstraat',
      'Brugsesteenweg',
      'Rabotstraat',
    ],
  },
  antwerpen: {
    zip: '2000',
    name: 'Antwerpen',
    names: t('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'),
    character: 'city',
    streets: [
      'Kloosterstraat',
      'Nationalestraat',
      'Lange Gasthuisstraat',
      'Oudevaartplaats',
      'Amerikalei',
    ],
  },
  brugge: {
    zip: '8000',
    name: 'Brugge',
    names: t('Brugge', 'Bruges', 'Bruges', 'Brügge'),
    character: 'city',
    streets: ['Langestraat', 'Ezelstraat', 'Katelijnestraat', 'Sint-Jorisstraat', 'Vlamingstraat'],
  },
  leuven: {
    zip: '3000',
    name: 'Leuven',
    names: t('Leuven', 'Louvain', 'Leuven', 'Löwen'),
    character: 'city',
    streets: ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat', 'Parijsstraat', 'Kapucijnenvoer'],
  },
  mechelen: {
    zip: '2800',
    name: 'Mechelen',
    names: t('Mechelen', 'Malines', 'Mechelen', 'Mecheln'),
    character: 'town',
    streets: ['Hanswijkstraat', 'Adegemstraat', 'Bruul', 'Nekkerspoelstraat', 'Leopoldstraat'],
  },
  hasselt: {
    zip: '3500',
    name: 'Hasselt',
    names: t('Hasselt', 'Hasselt', 'Hasselt', 'Hasselt'),
    character: 'town',
    streets: ['Kempische Steenweg', 'Kuringersteenweg', 'Demerstraat', 'Koningin Astridlaan'],
  },
  kortrijk: {
    zip: '8500',
    name: 'Kortrijk',
    names: t('Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk'),
    character: 'town',
    streets: ['Doorniksestraat', 'Lange Steenstraat', 'Gentsesteenweg', 'Sint-Denijsestraat'],
  },
  knokke: {
    zip: '8300',
    name: 'Knokke-Heist',
    names: t('Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist'),
    character: 'town',
    streets: ['Zeedijk', 'Lippenslaan', 'Kustlaan', 'Dumortierlaan'],
  },
  oostende: {
    zip: '8400',
    name: 'Oostende',
    names: t('Oostende', 'Ostende', 'Ostend', 'Ostende'),
    character: 'city',
    streets: ['Albert I-Promenade', 'Kapellestraat', 'Leopold II-laan', 'Torhoutsesteenweg'],
  },
  latem: {
    zip: '9830',
    name: 'Sint-Martens-Latem',
    names: t(
      'Sint-Martens-Latem',
      'Laethem-Saint-Martin',
      'Sint-Martens-Latem',
      'Sint-Martens-Latem',
    ),
    character: 'suburb',
    streets: ['Kortrijksesteenweg', 'Dorp', 'Latemstraat', 'Pontstraat'],
  },
  tervuren: {
    zip: '3080',
    name: 'Tervuren',
    names: t('Tervuren', 'Tervuren', 'Tervuren', 'Tervuren'),
    character: 'suburb',
    streets: ['Brusselsesteenweg', 'Hoornzeelstraat', 'Leuvensesteenweg', 'Duisburgsesteenweg'],
  },
  damme: {
    zip: '8340',
    name: 'Damme',
    names: t('Damme', 'Damme', 'Damme', 'Damme'),
    character: 'village',
    streets: ['Jacob van Maerlantstraat', 'Damse Vaart-Zuid', 'Kerkstraat', 'Moerkerkse Steenweg'],
  },
  kasterlee: {
    zip: '2460',
    name: 'Kasterlee',
    names: t('Kasterlee', 'Kasterlee', 'Kasterlee', 'Kasterlee'),
    character: 'village',
    streets: ['Geelsebaan', 'Lichtaartsebaan', 'Markt', 'Binnenweg'],
  },
  // Brussels: the addresses as most of its listings write them, in French
  brussel: {
    zip: '1000',
    name: 'Bruxelles',
    names: t('Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
    character: 'city',
    streets: [
      'Rue Antoine Dansaert',
      'Rue des Chartreux',
      'Rue Haute',
      'Rue de Flandre',
      'Boulevard Anspach',
    ],
  },
  elsene: {
    zip: '1050',
    name: 'Ixelles',
    names: t('Elsene', 'Ixelles', 'Ixelles', 'Ixelles'),
    character: 'city',
    streets: ['Rue du Bailli', 'Chaussée de Vleurgat', 'Rue Lesbroussart', 'Rue de la Brasserie'],
  },
  ukkel: {
    zip: '1180',
    name: 'Uccle',
    names: t('Ukkel', 'Uccle', 'Uccle', 'Uccle'),
    character: 'suburb',
    streets: ['Avenue Brugmann', 'Chaussée de Waterloo', 'Avenue de Fré', 'Rue Vanderkindere'],
  },
  etterbeek: {
    zip: '1040',
    name: 'Etterbeek',
    names: t('Etterbeek', 'Etterbeek', 'Etterbeek', 'Etterbeek'),
    character: 'city',
    streets: ['Avenue d’Auderghem', 'Rue des Champs', 'Avenue de la Chasse', 'Rue Général Leman'],
  },
  woluwe: {
    zip: '1150',
    name: 'Woluwe-Saint-Pierre',
    names: t(
      'Sint-Pieters-Woluwe',
      'Woluwe-Saint-Pierre',
      'Woluwe-Saint-Pierre',
      'Woluwe-Saint-Pierre',
    ),
    character: 'suburb',
    streets: [
      'Avenue de Tervueren',
      'Rue au Bois',
      'Avenue Parmentier',
      'Avenue des Frères Legrain',
    ],
  },
  schaarbeek: {
    zip: '1030',
    name: 'Schaerbeek',
    names: t('Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek'),
    character: 'city',
    streets: ['Avenue Louis Bertrand', 'Rue Josaphat', 'Boulevard Lambermont', 'Rue des Coteaux'],
  },
  // Wallonia
  namen: {
    zip: '5000',
    name: 'Namur',
    names: t('Namen', 'Namur', 'Namur', 'Namur'),
    character: 'city',
    streets: [
      'Rue de Fer',
      'Rue Godefroid',
      'Avenue de la Plante',
      'Chaussée de Louvain',
      'Rue de Bruxelles',
    ],
  },
  luik: {
    zip: '4000',
    name: 'Liège',
    names: t('Luik', 'Liège', 'Liège', 'Lüttich'),
    character: 'city',
    streets: [
      'Boulevard d’Avroy',
      'Rue Saint-Gilles',
      'Quai de Rome',
      'Rue Hors-Château',
      'Boulevard de la Sauvenière',
    ],
  },
  waver: {
    zip: '1300',
    name: 'Wavre',
    names: t('Waver', 'Wavre', 'Wavre', 'Wavre'),
    character: 'town',
    streets: ['Chaussée de Bruxelles', 'Rue du Pont du Christ', 'Rue de Namur', 'Place Bosch'],
  },
  waterloo: {
    zip: '1410',
    name: 'Waterloo',
    names: t('Waterloo', 'Waterloo', 'Waterloo', 'Waterloo'),
    character: 'suburb',
    streets: [
      'Drève de Richelle',
      'Boulevard de la Cense',
      'Chaussée de Tervuren',
      'Chaussée de Bruxelles',
    ],
  },
  louvainLaNeuve: {
    zip: '1348',
    name: 'Louvain-la-Neuve',
    names: t('Louvain-la-Neuve', 'Louvain-la-Neuve', 'Louvain-la-Neuve', 'Louvain-la-Neuve'),
    character: 'town',
    streets: ['Rue des Wallons', 'Grand-Rue', 'Place de l’Université'],
  },
  durbuy: {
    zip: '6940',
    name: 'Durbuy',
    names: t('Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'),
    character: 'village',
    streets: ['Rue Haute', 'Route de Barvaux', 'Rue de la Prévôté', 'Chemin des Vergers'],
  },
  bergen: {
    zip: '7000',
    name: 'Mons',
    names: t('Bergen', 'Mons', 'Mons', 'Mons'),
    character: 'city',
    streets: ['Rue de Nimy', 'Rue d’Havré', 'Boulevard Dolez', 'Rue de la Chaussée'],
  },
  eupen: {
    zip: '4700',
    name: 'Eupen',
    names: t('Eupen', 'Eupen', 'Eupen', 'Eupen'),
    character: 'town',
    streets: ['Aachener Straße', 'Haasstraße', 'Bergstraße', 'Herbesthaler Straße', 'Paveestraße'],
  },
  // Luxembourg (places.ts LUXEMBOURG_PLACES)
  luxemburg: {
    zip: 'L-1009',
    name: 'Luxembourg',
    names: t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
    character: 'city',
    streets: [
      'Avenue de la Liberté',
      'Rue de Hollerich',
      'Boulevard de la Pétrusse',
      'Route d’Arlon',
    ],
  },
  esch: {
    zip: 'L-4001',
    name: 'Esch-sur-Alzette',
    names: t('Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette'),
    character: 'town',
    streets: ['Rue de l’Alzette', 'Boulevard J.F. Kennedy', 'Rue du Canal', 'Avenue de la Gare'],
  },
  ettelbruck: {
    zip: 'L-9001',
    name: 'Ettelbruck',
    names: t('Ettelbruck', 'Ettelbruck', 'Ettelbruck', 'Ettelbruck'),
    character: 'town',
    streets: ['Grand-Rue', 'Avenue Salentiny', 'Rue Prince Henri', 'Rue de Bastogne'],
  },
} as const satisfies Record<string, Town>

export type TownKey = keyof typeof towns
