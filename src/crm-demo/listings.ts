// The listings of the demo CRM (`npm run crm:demo`, README "Try the CRM import"): a dozen homes
// and plots across Belgium as Whise's API would give them (docs/crm-import.md, "Whise"), with
// every code in the adapter's table (src/lib/crm/adapters/whise.ts), so that a run reports none
// as unknown. Postcodes and coordinates are the places' own (a postcode's centre).
import type { WhiseEstate } from './doubles/whise'

type Texts = { nl?: string; fr?: string; en?: string; de?: string }

export type DemoListing = {
  category: 'house' | 'apartment' | 'land'
  goal: 'sale' | 'rent'
  /** Whise's purposeStatus when not simply "for sale" / "for rent": 3 sold, 5 option. */
  purposeStatus?: 3 | 5
  street: string
  number: string
  box?: string
  zip: string
  city: string
  latitude: number
  longitude: number
  price: number
  area?: number
  groundArea?: number
  rooms?: number
  bathRooms?: number
  epc?: { label: string; value: number }
  constructionYear?: number
  texts: Texts
  photos: number
  /** The photos' order in the CRM when the agent moved one forward (their ids stay ascending). */
  order?: number[]
}

const CATEGORY = { house: 1, apartment: 2, land: 3 } as const
const PURPOSE = { sale: 1, rent: 2 } as const
const LANGUAGE = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' } as const

/** The first id of the demo's estates (Whise ids are numbers). */
export const DEMO_FIRST_ID = 7001

export const DEMO_LISTINGS: DemoListing[] = [
  {
    category: 'house',
    goal: 'sale',
    street: 'Coupure Links',
    number: '112',
    zip: '9000',
    city: 'Gent',
    latitude: 51.05401,
    longitude: 3.721696,
    price: 389000,
    area: 165,
    groundArea: 210,
    rooms: 3,
    bathRooms: 1,
    epc: { label: 'B', value: 180 },
    constructionYear: 1928,
    texts: {
      nl: 'Gerenoveerde burgerwoning aan het water, met stadstuin en drie slaapkamers.',
      fr: "Maison de maître rénovée au bord de l'eau, avec jardin de ville et trois chambres.",
      en: 'Renovated town house on the canal, with a city garden and three bedrooms.',
      de: 'Renoviertes Stadthaus am Kanal mit Stadtgarten und drei Schlafzimmern.',
    },
    photos: 4,
    order: [2, 1, 3, 4],
  },
  {
    category: 'apartment',
    goal: 'sale',
    street: 'Kloosterstraat',
    number: '45',
    box: '3.1',
    zip: '2000',
    city: 'Antwerpen',
    latitude: 51.220581,
    longitude: 4.399722,
    price: 295000,
    area: 85,
    rooms: 2,
    bathRooms: 1,
    epc: { label: 'A', value: 95 },
    constructionYear: 2015,
    texts: {
      nl: 'Lichtrijk appartement op het Zuid met terras en zicht op de Schelde.',
      fr: "Appartement lumineux au Sud avec terrasse et vue sur l'Escaut.",
      en: 'Bright flat in the Zuid district with a terrace and a view of the Scheldt.',
    },
    photos: 3,
  },
  {
    category: 'apartment',
    goal: 'rent',
    street: 'Naamsestraat',
    number: '80',
    box: '2',
    zip: '3000',
    city: 'Leuven',
    latitude: 50.879267,
    longitude: 4.702139,
    price: 1150,
    area: 70,
    rooms: 2,
    bathRooms: 1,
    epc: { label: 'B', value: 140 },
    texts: {
      nl: 'Instapklaar appartement vlak bij de Oude Markt, vrij vanaf volgende maand.',
      en: 'Ready-to-move-in flat near the Oude Markt, free from next month.',
    },
    photos: 3,
  },
  {
    category: 'house',
    goal: 'sale',
    purposeStatus: 5,
    street: 'Langestraat',
    number: '20',
    zip: '8000',
    city: 'Brugge',
    latitude: 51.209411,
    longitude: 3.22523,
    price: 545000,
    area: 190,
    groundArea: 120,
    rooms: 4,
    bathRooms: 2,
    epc: { label: 'C', value: 260 },
    constructionYear: 1890,
    texts: {
      nl: 'Karaktervolle trapgevelwoning in het historische centrum, met binnenkoer.',
      fr: 'Maison à pignon à gradins pleine de caractère au centre historique, avec cour.',
      en: 'Stepped-gable house full of character in the historic centre, with a courtyard.',
      de: 'Charaktervolles Treppengiebelhaus in der Altstadt mit Innenhof.',
    },
    photos: 5,
    order: [3, 1, 2, 4, 5],
  },
  {
    category: 'apartment',
    goal: 'sale',
    street: 'Rue du Bailli',
    number: '33',
    box: '4',
    zip: '1050',
    city: 'Ixelles',
    latitude: 50.827679,
    longitude: 4.371776,
    price: 425000,
    area: 105,
    rooms: 2,
    bathRooms: 1,
    epc: { label: 'C+', value: 110 },
    constructionYear: 1935,
    texts: {
      fr: 'Bel appartement art déco près de la place du Châtelain, parquet et moulures.',
      nl: 'Mooi art-deco-appartement bij het Kastelijnsplein, parket en lijstwerk.',
      en: 'Fine Art Deco flat near Place du Châtelain, with parquet floors and mouldings.',
    },
    photos: 4,
  },
  {
    category: 'house',
    goal: 'rent',
    street: 'Avenue Brugmann',
    number: '250',
    zip: '1180',
    city: 'Uccle',
    latitude: 50.811464,
    longitude: 4.353596,
    price: 2800,
    area: 220,
    groundArea: 400,
    rooms: 4,
    bathRooms: 2,
    epc: { label: 'D-', value: 200 },
    texts: {
      fr: 'Maison familiale avec jardin orienté sud, proche des écoles internationales.',
      nl: 'Gezinswoning met zuidtuin, dicht bij de internationale scholen.',
      en: 'Family house with a south-facing garden, close to the international schools.',
      de: 'Familienhaus mit Südgarten, nahe den internationalen Schulen.',
    },
    photos: 4,
  },
  {
    category: 'house',
    goal: 'sale',
    street: 'Rue Saint-Gilles',
    number: '150',
    zip: '4000',
    city: 'Liège',
    latitude: 50.617653,
    longitude: 5.556121,
    price: 239000,
    area: 150,
    groundArea: 90,
    rooms: 3,
    bathRooms: 1,
    epc: { label: 'D', value: 300 },
    constructionYear: 1910,
    texts: {
      fr: 'Maison de ville à rafraîchir, belle hauteur sous plafond, cour et cave.',
      nl: 'Op te frissen stadswoning met hoge plafonds, koer en kelder.',
      de: 'Renovierungsbedürftiges Stadthaus mit hohen Decken, Hof und Keller.',
    },
    photos: 3,
  },
  {
    category: 'land',
    goal: 'sale',
    street: 'Chaussée de Louvain',
    number: '410',
    zip: '5000',
    city: 'Namur',
    latitude: 50.464074,
    longitude: 4.86043,
    price: 129000,
    groundArea: 780,
    texts: {
      fr: 'Terrain à bâtir pour une maison quatre façades, libre de constructeur.',
      nl: 'Bouwgrond voor een open bebouwing, vrij van bouwpromotor.',
    },
    photos: 2,
  },
  {
    category: 'apartment',
    goal: 'rent',
    street: 'Zeedijk',
    number: '200',
    box: '5.02',
    zip: '8400',
    city: 'Oostende',
    latitude: 51.22541,
    longitude: 2.913372,
    price: 950,
    area: 65,
    rooms: 1,
    bathRooms: 1,
    epc: { label: 'B', value: 110 },
    texts: {
      nl: 'Appartement op de zeedijk met frontaal zeezicht, gemeubeld.',
      fr: 'Appartement sur la digue avec vue frontale sur la mer, meublé.',
      en: 'Furnished flat on the sea front with a full view of the sea.',
      de: 'Möblierte Wohnung am Deich mit direktem Meerblick.',
    },
    photos: 4,
  },
  {
    category: 'house',
    goal: 'sale',
    purposeStatus: 3,
    street: 'Kempische Steenweg',
    number: '100',
    zip: '3500',
    city: 'Hasselt',
    latitude: 50.929733,
    longitude: 5.338227,
    price: 329000,
    area: 160,
    groundArea: 500,
    rooms: 3,
    bathRooms: 1,
    epc: { label: 'B', value: 150 },
    constructionYear: 1998,
    texts: {
      nl: 'Halfopen bebouwing met garage en tuin, rustig gelegen.',
      fr: 'Maison trois façades avec garage et jardin, au calme.',
    },
    photos: 3,
  },
  {
    category: 'land',
    goal: 'sale',
    street: 'Hanswijkvaart',
    number: '7',
    zip: '2800',
    city: 'Mechelen',
    latitude: 51.028919,
    longitude: 4.478073,
    price: 185000,
    groundArea: 620,
    texts: {
      nl: 'Bouwgrond voor halfopen bebouwing langs de vaart, zuidgericht.',
      en: 'Building plot for a semi-detached house along the canal, facing south.',
    },
    photos: 2,
  },
  {
    category: 'house',
    goal: 'sale',
    street: 'Chaussée de Bruxelles',
    number: '301',
    zip: '1410',
    city: 'Waterloo',
    latitude: 50.717341,
    longitude: 4.396749,
    price: 695000,
    area: 280,
    groundArea: 1500,
    rooms: 5,
    bathRooms: 3,
    epc: { label: 'C', value: 230 },
    constructionYear: 1975,
    texts: {
      fr: 'Villa quatre façades sur un grand terrain arboré, piscine et double garage.',
      nl: 'Open villa op een ruim beboomd perceel, zwembad en dubbele garage.',
      en: 'Detached villa on a large wooded plot, with a pool and a double garage.',
      de: 'Freistehende Villa auf großem Baumgrundstück, Pool und Doppelgarage.',
    },
    photos: 5,
  },
]

/** What "Add a listing" on the control page adds, in turn (then copies of them). */
export const DEMO_NEW_LISTINGS: DemoListing[] = [
  {
    category: 'house',
    goal: 'rent',
    street: 'Molenstraat',
    number: '14',
    zip: '9300',
    city: 'Aalst',
    latitude: 50.937542,
    longitude: 4.041081,
    price: 1050,
    area: 130,
    groundArea: 180,
    rooms: 3,
    bathRooms: 1,
    epc: { label: 'C', value: 240 },
    texts: {
      nl: 'Rijwoning met tuin, vlak bij het station. Nieuw in het aanbod.',
      fr: 'Maison mitoyenne avec jardin, près de la gare. Nouveau.',
    },
    photos: 3,
  },
  {
    category: 'apartment',
    goal: 'sale',
    street: 'Rue de Nimy',
    number: '52',
    box: '1',
    zip: '7000',
    city: 'Mons',
    latitude: 50.453333,
    longitude: 3.948737,
    price: 189000,
    area: 78,
    rooms: 2,
    bathRooms: 1,
    epc: { label: 'B', value: 160 },
    texts: {
      fr: 'Appartement rénové à deux pas de la Grand-Place. Nouveau.',
      nl: 'Gerenoveerd appartement vlak bij de Grote Markt. Nieuw in het aanbod.',
    },
    photos: 3,
  },
  {
    category: 'house',
    goal: 'sale',
    street: 'Stalenstraat',
    number: '9',
    zip: '3600',
    city: 'Genk',
    latitude: 50.963566,
    longitude: 5.500032,
    price: 274000,
    area: 145,
    groundArea: 450,
    rooms: 3,
    bathRooms: 1,
    epc: { label: 'A', value: 90 },
    texts: { nl: 'Energiezuinige nieuwbouwwoning met tuin. Nieuw in het aanbod.' },
    photos: 3,
  },
]

const texts = (value: Texts) =>
  (Object.keys(LANGUAGE) as Array<keyof Texts>)
    .filter((locale) => value[locale])
    .map((locale) => ({ languageId: LANGUAGE[locale], content: value[locale] }))

/** One demo listing as Whise's list answer has it; its photos are served by the double. */
export const demoEstate = (listing: DemoListing, id: number, base: string): WhiseEstate => ({
  id,
  referenceNumber: `DEMO-${id}`,
  name: `${listing.street} ${listing.number}, ${listing.city}`,
  address: listing.street,
  number: listing.number,
  box: listing.box ?? null,
  zip: listing.zip,
  city: listing.city,
  country: { id: 1 },
  price: listing.price,
  currency: '€',
  area: listing.area ?? null,
  groundArea: listing.groundArea ?? null,
  rooms: listing.rooms ?? null,
  bathRooms: listing.bathRooms ?? null,
  category: { id: CATEGORY[listing.category] },
  purpose: { id: PURPOSE[listing.goal] },
  purposeStatus: { id: listing.purposeStatus ?? PURPOSE[listing.goal] },
  displayStatusId: 2,
  updateDateTime: new Date().toISOString(),
  shortDescription: texts(listing.texts),
  details: [
    { id: 1849, value: String(listing.longitude) },
    { id: 1850, value: String(listing.latitude) },
    ...(listing.epc
      ? [
          { id: 2056, value: listing.epc.label },
          { id: 2089, value: listing.epc.value },
        ]
      : []),
    ...(listing.constructionYear ? [{ id: 14, value: listing.constructionYear }] : []),
  ],
  pictures: Array.from({ length: listing.photos }, (_, i) => ({
    id: id * 100 + i + 1,
    order: listing.order?.[i] ?? i + 1,
    urlXXL: `${base}/photos/demo-${id}-${i + 1}.jpg`,
    urlLarge: `${base}/photos/demo-${id}-${i + 1}-large.jpg`,
  })),
})

/** The demo CRM's listings at start. */
export const demoEstates = (base: string) =>
  DEMO_LISTINGS.map((listing, i) => demoEstate(listing, DEMO_FIRST_ID + i, base))
