// The small, deterministic demo agency of the foundation: a dozen properties over the three
// Belgian regions and Luxembourg, with texts in four languages (one left untranslated in German
// on purpose, so the admin's "untranslated" column has something to show).
import type { Locale } from '@/i18n/locales'

export type DemoProperty = {
  goal: 'sale' | 'rent'
  price: number | null
  zip: string
  city: string
  title: Record<Locale, string>
  description: Partial<Record<Locale, string>>
}

const t = (nl: string, fr: string, en: string, de: string) => ({ nl, fr, en, de })

export const demoProperties: DemoProperty[] = [
  {
    goal: 'sale',
    price: 395000,
    zip: '9000',
    city: 'Gent',
    title: t(
      'Ruime gezinswoning met tuin',
      'Spacieuse maison familiale avec jardin',
      'Spacious family house with garden',
      'Geräumiges Einfamilienhaus mit Garten',
    ),
    description: t(
      'Instapklare woning met drie slaapkamers en een zuidgerichte tuin, vlak bij het centrum.',
      'Maison prête à habiter avec trois chambres et un jardin orienté sud, près du centre.',
      'Move-in ready house with three bedrooms and a south-facing garden, close to the centre.',
      'Bezugsfertiges Haus mit drei Schlafzimmern und Südgarten, nahe dem Zentrum.',
    ),
  },
  {
    goal: 'sale',
    price: 289000,
    zip: '2000',
    city: 'Antwerpen',
    title: t(
      'Lichtrijk appartement met terras',
      'Appartement lumineux avec terrasse',
      'Bright flat with terrace',
      'Helle Wohnung mit Terrasse',
    ),
    description: t(
      'Appartement van 95 m² op de derde verdieping met lift en een terras van 12 m².',
      'Appartement de 95 m² au troisième étage avec ascenseur et terrasse de 12 m².',
      '95 m² flat on the third floor with a lift and a 12 m² terrace.',
      '95 m² große Wohnung im dritten Stock mit Aufzug und 12 m² Terrasse.',
    ),
  },
  {
    goal: 'sale',
    price: 675000,
    zip: '1000',
    city: 'Brussel',
    title: t(
      'Herenhuis in art-nouveaustijl',
      'Maison de maître de style Art nouveau',
      'Art Nouveau town house',
      'Stadthaus im Jugendstil',
    ),
    description: t(
      'Karaktervol herenhuis met originele details, vijf slaapkamers en een stadstuin.',
      'Maison de maître de caractère avec détails d’origine, cinq chambres et un jardin de ville.',
      'Characterful town house with original features, five bedrooms and a city garden.',
      'Charaktervolles Stadthaus mit Originaldetails, fünf Schlafzimmern und Stadtgarten.',
    ),
  },
  {
    goal: 'sale',
    price: 329000,
    zip: '3000',
    city: 'Leuven',
    title: t(
      'Gerenoveerde rijwoning',
      'Maison mitoyenne rénovée',
      'Renovated terraced house',
      'Renoviertes Reihenhaus',
    ),
    description: t(
      'Volledig gerenoveerde rijwoning op wandelafstand van het station.',
      'Maison mitoyenne entièrement rénovée à distance de marche de la gare.',
      'Fully renovated terraced house within walking distance of the station.',
      'Vollständig renoviertes Reihenhaus in Gehweite zum Bahnhof.',
    ),
  },
  {
    goal: 'sale',
    price: 515000,
    zip: '8000',
    city: 'Brugge',
    title: t(
      'Villa met zwembad',
      'Villa avec piscine',
      'Villa with swimming pool',
      'Villa mit Schwimmbad',
    ),
    description: t(
      'Alleenstaande villa op 1.200 m² met verwarmd zwembad en dubbele garage.',
      'Villa individuelle sur 1 200 m² avec piscine chauffée et double garage.',
      'Detached villa on 1,200 m² with a heated pool and a double garage.',
      'Freistehende Villa auf 1.200 m² mit beheiztem Pool und Doppelgarage.',
    ),
  },
  {
    goal: 'sale',
    price: 245000,
    zip: '4000',
    city: 'Liège',
    title: t(
      'Appartement met zicht op de Maas',
      'Appartement avec vue sur la Meuse',
      'Flat overlooking the Meuse',
      'Wohnung mit Blick auf die Maas',
    ),
    description: t(
      'Appartement met twee slaapkamers en een open zicht op de Maas.',
      'Appartement deux chambres avec une vue dégagée sur la Meuse.',
      'Two-bedroom flat with an open view over the Meuse.',
      'Wohnung mit zwei Schlafzimmern und freiem Blick auf die Maas.',
    ),
  },
  {
    goal: 'sale',
    price: 198000,
    zip: '5000',
    city: 'Namur',
    title: t(
      'Bouwgrond in residentiële wijk',
      'Terrain à bâtir en quartier résidentiel',
      'Building plot in a residential area',
      'Baugrundstück in Wohngegend',
    ),
    description: t(
      'Bouwgrond van 8 are voor open bebouwing, vrij van architect.',
      'Terrain de 8 ares pour construction 4 façades, libre d’architecte.',
      'Plot of 800 m² for a detached house, free choice of architect.',
      'Grundstück von 800 m² für ein freistehendes Haus, Architekt frei wählbar.',
    ),
  },
  {
    goal: 'sale',
    price: null,
    zip: 'L-1111',
    city: 'Luxembourg',
    title: t(
      'Penthouse in het centrum',
      'Penthouse au centre-ville',
      'City-centre penthouse',
      'Penthouse im Stadtzentrum',
    ),
    description: t(
      'Exclusieve penthouse met panoramisch terras. Prijs op aanvraag.',
      'Penthouse exclusif avec terrasse panoramique. Prix sur demande.',
      'Exclusive penthouse with a panoramic terrace. Price on request.',
      'Exklusives Penthouse mit Panoramaterrasse. Preis auf Anfrage.',
    ),
  },
  {
    goal: 'rent',
    price: 950,
    zip: '9000',
    city: 'Gent',
    title: t(
      'Gezellig appartement nabij de Korenmarkt',
      'Appartement chaleureux près du Korenmarkt',
      'Cosy flat near the Korenmarkt',
      'Gemütliche Wohnung am Korenmarkt',
    ),
    description: t(
      'Appartement met één slaapkamer, vrij vanaf 1 januari.',
      'Appartement une chambre, libre à partir du 1er janvier.',
      'One-bedroom flat, available from 1 January.',
      'Wohnung mit einem Schlafzimmer, frei ab 1. Januar.',
    ),
  },
  {
    goal: 'rent',
    price: 1450,
    zip: '1050',
    city: 'Elsene',
    title: t(
      'Gemeubeld duplex-appartement',
      'Duplex meublé',
      'Furnished duplex flat',
      'Möblierte Maisonettewohnung',
    ),
    description: t(
      'Gemeubelde duplex met twee slaapkamers in het hart van Elsene.',
      'Duplex meublé de deux chambres au cœur d’Ixelles.',
      'Furnished two-bedroom duplex in the heart of Ixelles.',
      'Möblierte Maisonette mit zwei Schlafzimmern im Herzen von Ixelles.',
    ),
  },
  {
    goal: 'rent',
    price: 1200,
    zip: '2800',
    city: 'Mechelen',
    title: t(
      'Woning met stadstuin',
      'Maison avec jardin de ville',
      'House with town garden',
      'Haus mit Stadtgarten',
    ),
    description: t(
      'Rijwoning met drie slaapkamers en een onderhoudsvriendelijke tuin.',
      'Maison mitoyenne de trois chambres avec jardin facile d’entretien.',
      'Terraced house with three bedrooms and an easy-care garden.',
      'Reihenhaus mit drei Schlafzimmern und pflegeleichtem Garten.',
    ),
  },
  {
    goal: 'rent',
    price: 780,
    zip: '7000',
    city: 'Mons',
    title: {
      nl: 'Studio bij de Grote Markt',
      fr: 'Studio près de la Grand-Place',
      en: 'Studio near the Grand-Place',
      de: '',
    },
    description: {
      nl: 'Instapklare studio, ideaal voor een starter.',
      fr: 'Studio prêt à habiter, idéal pour un premier logement.',
      en: 'Move-in ready studio, ideal as a first home.',
    },
  },
]
