// The visitor texts of a seeded property in nl, fr, en and de — its title, description and
// surroundings — composed from what it is and where. Shared by the demo agency and the bulk
// benchmark set. The option types are the Properties collection's own values (payload-types).
import { localeTags, locales, type Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

export type Localized = Record<Locale, string>

/** One text in every language, Dutch (the source) first. */
export const t = (nl: string, fr: string, en: string, de: string): Localized => ({ nl, fr, en, de })

type OptionOf<K extends keyof Property> = NonNullable<Property[K]>

/** The property types the seed builds (a size, price and text for each). */
export const propertyKinds = [
  'house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex',
  'studio', 'studentRoom', 'land', 'commercial', 'office', 'garage', 'investment',
] as const satisfies readonly OptionOf<'propertyType'>[] // prettier-ignore
export type PropertyKind = (typeof propertyKinds)[number]

export type Goal = Property['goal']
export type Status = OptionOf<'status'>
/** Where a town sits between city centre and countryside: drives prices, mobiscore and texts. */
export type TownCharacter = 'city' | 'town' | 'suburb' | 'village'
/** The seed never offers a building to demolish. */
export type Condition = Exclude<OptionOf<'condition'>, 'toDemolish'>
export type Heating = OptionOf<'heating'>
export type Glazing = OptionOf<'glazing'>
export type Frames = OptionOf<'windowFrames'>
export type Kitchen = OptionOf<'kitchen'>
export type Orientation = OptionOf<'gardenOrientation'>
/** What the title puts forward after the kind ("… with garden"). */
export type Feature = 'garden' | 'terrace' | 'garage' | 'seaView' | 'view' | 'none'

// ---------------------------------------------------------------------------------------------
// Small helpers: every text is built in all four languages at once.

type Part = Localized | false | null | undefined

const join = (parts: readonly Part[], separator: string): Localized => {
  const out = {} as Localized
  for (const locale of locales) {
    out[locale] = parts
      .filter((part): part is Localized => Boolean(part))
      .map((part) => part[locale])
      .filter(Boolean)
      .join(separator)
  }
  return out
}
const sentences = (...parts: Part[]) => join(parts, ' ')
const paragraphs = (...parts: Part[]) => join(parts, '\n\n')

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A number as each language writes it: 1.250 (nl, de), 1 250 (fr), 1,250 (en). */
const num = (value: number): Localized => {
  const out = {} as Localized
  for (const locale of locales) {
    out[locale] = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 }).format(
      value,
    )
  }
  return out
}

const euros = (value: number): Localized => {
  const out = {} as Localized
  for (const locale of locales) {
    out[locale] = new Intl.NumberFormat(localeTags[locale], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(value)
  }
  return out
}

/** A calendar day in words: 1 maart 2027, 1er mars 2027, 1 March 2027, 1. März 2027. */
const day = (iso: string): Localized => {
  const out = {} as Localized
  for (const locale of locales) {
    out[locale] = new Intl.DateTimeFormat(localeTags[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(iso))
  }
  out.fr = out.fr.replace(/^1 /, '1er ')
  return out
}

/** French "de" before a town name, elided before a vowel: de Gand, d’Anvers, d’Ixelles. */
const frOf = (town: string) => (/^[aeiouyâàéèêîôû]/i.test(town) ? `d’${town}` : `de ${town}`)

// ---------------------------------------------------------------------------------------------
// Titles

type Gender = 'm' | 'f' | 'n'
type Noun = {
  nl: string
  /** A het-word: "ruim appartement", "dit herenhuis". */
  nlNeuter?: boolean
  fr: string
  frFeminine?: boolean
  en: string
  de: string
  deGender: Gender
}

const nouns: Record<PropertyKind, Noun> = {
  house: { nl: 'woning', fr: 'maison', frFeminine: true, en: 'house', de: 'Einfamilienhaus', deGender: 'n' },
  apartment: { nl: 'appartement', nlNeuter: true, fr: 'appartement', en: 'apartment', de: 'Wohnung', deGender: 'f' },
  villa: { nl: 'villa', fr: 'villa', frFeminine: true, en: 'villa', de: 'Villa', deGender: 'f' },
  bungalow: { nl: 'bungalow', fr: 'bungalow', en: 'bungalow', de: 'Bungalow', deGender: 'm' },
  farmhouse: { nl: 'hoeve', fr: 'fermette', frFeminine: true, en: 'farmhouse', de: 'Bauernhaus', deGender: 'n' },
  mansion: { nl: 'herenhuis', nlNeuter: true, fr: 'maison de maître', frFeminine: true, en: 'town house', de: 'Herrenhaus', deGender: 'n' },
  penthouse: { nl: 'penthouse', nlNeuter: true, fr: 'penthouse', en: 'penthouse', de: 'Penthouse', deGender: 'n' },
  duplex: { nl: 'duplexappartement', nlNeuter: true, fr: 'duplex', en: 'duplex apartment', de: 'Maisonette-Wohnung', deGender: 'f' },
  studio: { nl: 'studio', fr: 'studio', en: 'studio', de: 'Studio', deGender: 'n' },
  studentRoom: { nl: 'studentenkamer', fr: 'kot étudiant', en: 'student room', de: 'Studentenzimmer', deGender: 'n' },
  land: { nl: 'bouwgrond', fr: 'terrain à bâtir', en: 'building plot', de: 'Baugrundstück', deGender: 'n' },
  commercial: { nl: 'handelspand', nlNeuter: true, fr: 'surface commerciale', frFeminine: true, en: 'retail unit', de: 'Ladenlokal', deGender: 'n' },
  office: { nl: 'kantoorruimte', fr: 'espace de bureaux', en: 'office space', de: 'Bürofläche', deGender: 'f' },
  garage: { nl: 'garagebox', fr: 'box de garage', en: 'lock-up garage', de: 'Garagenbox', deGender: 'f' },
  investment: { nl: 'opbrengsteigendom', nlNeuter: true, fr: 'immeuble de rapport', en: 'investment property', de: 'Renditeobjekt', deGender: 'n' },
} // prettier-ignore

type Adjective = {
  nl: [common: string, neuter: string]
  fr: [masculine: string, feminine: string]
  en: string
  de: Record<Gender, string>
}

const spacious: Adjective = { nl: ['Ruime', 'Ruim'], fr: ['spacieux', 'spacieuse'], en: 'Spacious', de: { m: 'Geräumiger', f: 'Geräumige', n: 'Geräumiges' } } // prettier-ignore
const bright: Adjective = { nl: ['Lichtrijke', 'Lichtrijk'], fr: ['lumineux', 'lumineuse'], en: 'Bright', de: { m: 'Heller', f: 'Helle', n: 'Helles' } } // prettier-ignore
const charming: Adjective = { nl: ['Charmante', 'Charmant'], fr: ['charmant', 'charmante'], en: 'Charming', de: { m: 'Charmanter', f: 'Charmante', n: 'Charmantes' } } // prettier-ignore
const wellLocated: Adjective = { nl: ['Goed gelegen', 'Goed gelegen'], fr: ['bien situé', 'bien située'], en: 'Well-located', de: { m: 'Gut gelegener', f: 'Gut gelegene', n: 'Gut gelegenes' } } // prettier-ignore
const furnished: Adjective = { nl: ['Gemeubelde', 'Gemeubeld'], fr: ['meublé', 'meublée'], en: 'Furnished', de: { m: 'Möblierter', f: 'Möblierte', n: 'Möbliertes' } } // prettier-ignore

/** Homes get a word of praise in turn; other kinds only say they are well located, or nothing. */
const homeAdjectives = [spacious, bright, null, charming, wellLocated]
const otherAdjectives = [wellLocated, null]

const featurePhrases: Record<Feature, Localized> = {
  garden: t('met tuin', 'avec jardin', 'with garden', 'mit Garten'),
  terrace: t('met terras', 'avec terrasse', 'with terrace', 'mit Terrasse'),
  garage: t('met garage', 'avec garage', 'with garage', 'mit Garage'),
  seaView: t('met zeezicht', 'avec vue sur mer', 'with sea view', 'mit Meerblick'),
  view: t('met weids uitzicht', 'avec vue dégagée', 'with open views', 'mit Fernblick'),
  none: t('', '', '', ''),
}

const homeKinds: readonly PropertyKind[] = [
  'house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex', 'studio',
] // prettier-ignore

/** "Ruime woning met tuin in Gent", "Maison spacieuse avec jardin à Gand", … */
export function propertyTitle(
  kind: PropertyKind,
  index: number,
  feature: Feature,
  town: Localized,
): Localized {
  const noun = nouns[kind]
  const adjectives = homeKinds.includes(kind) ? homeAdjectives : otherAdjectives
  const adjective = kind === 'studentRoom' ? furnished : adjectives[index % adjectives.length]
  const extra = featurePhrases[feature]
  const tail = (locale: Locale) => (extra[locale] ? ` ${extra[locale]}` : '')
  return t(
    `${adjective ? `${adjective.nl[noun.nlNeuter ? 1 : 0]} ${noun.nl}` : capitalize(noun.nl)}${tail('nl')} in ${town.nl}`,
    `${capitalize(noun.fr)}${adjective ? ` ${adjective.fr[noun.frFeminine ? 1 : 0]}` : ''}${tail('fr')} à ${town.fr}`,
    `${adjective ? `${adjective.en} ${noun.en}` : capitalize(noun.en)}${tail('en')} in ${town.en}`,
    `${adjective ? `${adjective.de[noun.deGender]} ` : ''}${noun.de}${tail('de')} in ${town.de}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Descriptions

export type DescriptionInput = {
  kind: PropertyKind
  goal: Goal
  status: Status
  town: Localized
  character: TownCharacter
  living: number
  ground?: number
  garden: number
  terrace: number
  gardenOrientation?: Orientation
  terraceOrientation?: Orientation
  bedrooms: number
  bathrooms: number
  garages: number
  constructionYear?: number
  renovationYear?: number
  condition?: Condition
  kitchen: Kitchen
  /** Left out for what has no EPC (a garage). */
  heating?: Heating
  glazing: Glazing
  frames: Frames
  solarPanels: boolean
  epcLabel: string | null
  /** kWh/m² a year on a Belgian scale; null in Luxembourg, where the class is the label. */
  epcValue: number | null
  frontWidth: number
  plotWidth: number
  units: number
  yearlyRent: number
  parkingInside: number
  availableFrom?: string
  manager: string
}

/** The opening of a sentence: where the property is, by the character of its town. */
const situation = (character: TownCharacter, town: Localized): Localized =>
  ({
    city: t(
      `in het hart van ${town.nl}`,
      `en plein cœur ${frOf(town.fr)}`,
      `in the heart of ${town.en}`,
      `im Herzen von ${town.de}`,
    ),
    town: t(
      `op wandelafstand van het centrum van ${town.nl}`,
      `à quelques pas du centre ${frOf(town.fr)}`,
      `within walking distance of the centre of ${town.en}`,
      `nur wenige Gehminuten vom Zentrum von ${town.de} entfernt`,
    ),
    suburb: t(
      `in een rustige, groene woonwijk van ${town.nl}`,
      `dans un quartier résidentiel calme et verdoyant ${frOf(town.fr)}`,
      `in a quiet, leafy residential area of ${town.en}`,
      `in einem ruhigen, grünen Wohnviertel von ${town.de}`,
    ),
    village: t(
      `in het landelijke ${town.nl}`,
      `dans le cadre champêtre ${frOf(town.fr)}`,
      `in the village of ${town.en}`,
      `im ländlichen ${town.de}`,
    ),
  })[character]

const demonstrative = (noun: Noun): Localized =>
  t(
    `${noun.nlNeuter ? 'dit' : 'deze'} ${noun.nl}`,
    `${noun.frFeminine ? 'cette' : /^[aeiouy]/.test(noun.fr) ? 'cet' : 'ce'} ${noun.fr}`,
    `this ${noun.en}`,
    `${{ m: 'dieser', f: 'diese', n: 'dieses' }[noun.deGender]} ${noun.de}`,
  )

const bedroomWords = t('slaapkamer', 'chambre', 'bedroom', 'Schlafzimmer')
const bedroomsWords = t('slaapkamers', 'chambres', 'bedrooms', 'Schlafzimmern')

/** What follows the noun in the first sentence: rooms and surfaces, by kind. */
function essentials(input: DescriptionInput): Localized {
  const { kind, goal, living, ground = 0, units, frontWidth, plotWidth, parkingInside } = input
  const m2 = num(living)
  switch (kind) {
    case 'studio':
      return goal === 'rent'
        ? t(
            `van ${m2.nl} m², ideaal voor een alleenstaande`,
            `de ${m2.fr} m², idéal pour une personne seule`,
            `of ${m2.en} m², ideal for one person`,
            `mit ${m2.de} m², ideal für eine Person`,
          )
        : t(
            `van ${m2.nl} m², ideaal als eerste woning of als investering`,
            `de ${m2.fr} m², idéal comme premier achat ou comme investissement`,
            `of ${m2.en} m², ideal as a first home or an investment`,
            `mit ${m2.de} m², ideal als erste Wohnung oder als Kapitalanlage`,
          )
    case 'studentRoom':
      return t(
        `van ${m2.nl} m², gemeubeld en op enkele minuten van de campus`,
        `meublé de ${m2.fr} m², à quelques minutes du campus`,
        `of ${m2.en} m², furnished and a few minutes from campus`,
        `mit ${m2.de} m², möbliert und wenige Minuten vom Campus entfernt`,
      )
    case 'land': {
      const plot = num(ground)
      const width = num(plotWidth)
      return t(
        `van ${plot.nl} m² met een straatbreedte van ${width.nl} m`,
        `de ${plot.fr} m² avec ${width.fr} m de façade à rue`,
        `of ${plot.en} m² with ${width.en} m of street frontage`,
        `mit ${plot.de} m² und ${width.de} m Straßenfront`,
      )
    }
    case 'commercial': {
      const front = num(frontWidth)
      return t(
        `met ${m2.nl} m² handelsruimte en een etalage van ${front.nl} m`,
        `de ${m2.fr} m² avec une vitrine de ${front.fr} m`,
        `with ${m2.en} m² of retail space and a ${front.en} m shop front`,
        `mit ${m2.de} m² Verkaufsfläche und ${front.de} m Schaufensterfront`,
      )
    }
    case 'office': {
      const spaces = num(parkingInside)
      return t(
        `van ${m2.nl} m² met ${spaces.nl} ondergrondse parkeerplaatsen`,
        `de ${m2.fr} m² avec ${spaces.fr} emplacements de parking en sous-sol`,
        `of ${m2.en} m² with ${spaces.en} underground parking spaces`,
        `mit ${m2.de} m² und ${spaces.de} Tiefgaragenstellplätzen`,
      )
    }
    case 'garage':
      return t(`van ${m2.nl} m²`, `de ${m2.fr} m²`, `of ${m2.en} m²`, `mit ${m2.de} m²`)
    case 'investment': {
      const flats = num(units)
      return t(
        `met ${flats.nl} wooneenheden en ${m2.nl} m² bewoonbare oppervlakte`,
        `de ${flats.fr} logements totalisant ${m2.fr} m² habitables`,
        `with ${flats.en} flats and ${m2.en} m² of living space in all`,
        `mit ${flats.de} Wohneinheiten und insgesamt ${m2.de} m² Wohnfläche`,
      )
    }
    default: {
      const rooms = input.bedrooms === 1 ? bedroomWords : bedroomsWords
      const b = num(input.bedrooms)
      return t(
        `met ${b.nl} ${rooms.nl} en ${m2.nl} m² woonoppervlakte`,
        `${input.bedrooms === 1 ? 'd’une chambre' : `de ${b.fr} ${rooms.fr}`} offrant ${m2.fr} m² habitables`,
        `with ${b.en} ${rooms.en} and ${m2.en} m² of living space`,
        `mit ${b.de} ${input.bedrooms === 1 ? 'Schlafzimmer' : rooms.de} und ${m2.de} m² Wohnfläche`,
      )
    }
  }
}

function opening(input: DescriptionInput): Localized {
  const where = situation(input.character, input.town)
  const what = demonstrative(nouns[input.kind])
  const details = essentials(input)
  const plot =
    input.ground && input.kind !== 'land'
      ? (() => {
          const g = num(input.ground)
          return t(
            `Het perceel is ${g.nl} m² groot.`,
            `La parcelle a une superficie de ${g.fr} m².`,
            `The plot measures ${g.en} m².`,
            `Das Grundstück ist ${g.de} m² groß.`,
          )
        })()
      : null
  return sentences(
    t(
      `${capitalize(where.nl)} ligt ${what.nl} ${details.nl}.`,
      `${capitalize(where.fr)} se trouve ${what.fr} ${details.fr}.`,
      // English puts the place last; a detail with its own comma closes with one.
      `${capitalize(what.en)} ${details.en}${details.en.includes(',') ? ',' : ''} is located ${where.en}.`,
      `${capitalize(where.de)} liegt ${what.de} ${details.de}.`,
    ),
    plot,
  )
}

const kitchens: Record<Kitchen, Localized> = {
  fullyEquipped: t(
    'De lichtrijke leefruimte sluit aan op een volledig ingerichte keuken.',
    'Le séjour lumineux donne sur une cuisine hyper-équipée.',
    'The bright living room opens onto a fully equipped kitchen.',
    'Der helle Wohnbereich geht in eine voll ausgestattete Küche über.',
  ),
  open: t(
    'De leefruimte met open keuken is ruim en lichtrijk.',
    'Le séjour avec cuisine ouverte est spacieux et lumineux.',
    'The living area with its open-plan kitchen is spacious and full of light.',
    'Der Wohnbereich mit offener Küche ist großzügig und hell.',
  ),
  equipped: t(
    'De leefruimte grenst aan een ingerichte keuken.',
    'Le séjour communique avec une cuisine équipée.',
    'The living room adjoins a fitted kitchen.',
    'Der Wohnbereich grenzt an eine Einbauküche.',
  ),
  kitchenette: t(
    'Een kitchenette met kookplaat, koelkast en combi-oven is aanwezig.',
    'Une kitchenette avec taques, frigo et four combiné est prévue.',
    'There is a kitchenette with hob, fridge and combination oven.',
    'Die Kochnische hat Kochfeld, Kühlschrank und Kombi-Backofen.',
  ),
  none: t(
    'De keuken moet nog geplaatst worden, helemaal naar uw eigen smaak.',
    'La cuisine reste à installer, entièrement selon vos goûts.',
    'The kitchen is still to be fitted, entirely to your own taste.',
    'Die Küche ist noch einzubauen, ganz nach Ihrem Geschmack.',
  ),
}

/** Orientation words: zuid(west)gericht, exposition sud-ouest, south-west-facing, nach Südwesten. */
const orientations: Record<Orientation, Localized> = {
  north: t('noord', 'nord', 'north', 'Norden'),
  northEast: t('noordoost', 'nord-est', 'north-east', 'Nordosten'),
  east: t('oost', 'est', 'east', 'Osten'),
  southEast: t('zuidoost', 'sud-est', 'south-east', 'Südosten'),
  south: t('zuid', 'sud', 'south', 'Süden'),
  southWest: t('zuidwest', 'sud-ouest', 'south-west', 'Südwesten'),
  west: t('west', 'ouest', 'west', 'Westen'),
  northWest: t('noordwest', 'nord-ouest', 'north-west', 'Nordwesten'),
}

const flavour: Partial<Record<PropertyKind, Localized>> = {
  villa: t(
    'Grote raampartijen halen het licht en de tuin naar binnen.',
    'De larges baies vitrées font entrer la lumière et le jardin dans la maison.',
    'Large windows bring the light and the garden indoors.',
    'Große Fensterflächen holen Licht und Garten ins Haus.',
  ),
  mansion: t(
    'Het herenhuis behield zijn authentieke charme: hoge plafonds, sierlijsten en een monumentale trap.',
    'La maison de maître a conservé son charme d’antan : hauts plafonds, moulures et escalier monumental.',
    'The house has kept its period charm: high ceilings, cornices and a grand staircase.',
    'Das Herrenhaus hat seinen ursprünglichen Charme bewahrt: hohe Decken, Stuck und ein repräsentatives Treppenhaus.',
  ),
  farmhouse: t(
    'De hoeve ligt vrij tussen de velden en biedt ruimte voor paarden, een moestuin of een vrij beroep aan huis.',
    'La fermette est entourée de champs et offre de la place pour des chevaux, un potager ou une profession libérale.',
    'The farmhouse stands on its own among fields, with room for horses, a kitchen garden or a home business.',
    'Das Bauernhaus liegt frei zwischen Feldern und bietet Platz für Pferde, einen Gemüsegarten oder ein Gewerbe im Haus.',
  ),
  penthouse: t(
    'Vanaf de bovenste verdieping geniet u van een weids uitzicht over de stad.',
    'Au dernier étage, vous profitez d’une vue dégagée sur la ville.',
    'From the top floor you enjoy wide views over the town.',
    'Vom obersten Stockwerk genießen Sie einen weiten Blick über die Stadt.',
  ),
  bungalow: t(
    'Alles bevindt zich op één niveau: comfortabel op elke leeftijd.',
    'Tout se trouve de plain-pied : un confort à tout âge.',
    'Everything is on one level: comfortable at any age.',
    'Alles liegt auf einer Ebene: komfortabel in jedem Alter.',
  ),
  duplex: t(
    'De leefruimtes en de nachthal liggen op twee afzonderlijke niveaus.',
    'Les pièces de vie et l’espace nuit se répartissent sur deux niveaux.',
    'The living areas and the bedrooms are on two separate levels.',
    'Wohn- und Schlafbereich liegen auf zwei getrennten Ebenen.',
  ),
}

/** Inside and outside: kitchen, rooms, garden, terrace, garage — or what a non-home offers. */
function layout(input: DescriptionInput): Localized {
  const { kind, goal } = input
  switch (kind) {
    case 'studentRoom':
      return sentences(
        t(
          'De kamer heeft een eigen lavabo; keuken, douches en fietsenstalling deel je met de andere bewoners.',
          'La chambre dispose de son propre lavabo ; cuisine, douches et local vélos sont communs.',
          'The room has its own washbasin; the kitchen, showers and bike shed are shared with the other residents.',
          'Das Zimmer hat ein eigenes Waschbecken; Küche, Duschen und Fahrradraum teilen Sie mit den anderen Bewohnern.',
        ),
        goal === 'rent' &&
          t(
            'De huurprijs is all-in: water, elektriciteit, verwarming en internet zijn inbegrepen.',
            'Le loyer est tout compris : eau, électricité, chauffage et internet.',
            'The rent is all-inclusive: water, electricity, heating and internet.',
            'Die Miete ist eine Inklusivmiete: Wasser, Strom, Heizung und Internet sind enthalten.',
          ),
      )
    case 'land':
      return sentences(
        input.character === 'village'
          ? t(
              'Het perceel ligt in woongebied met landelijk karakter en is geschikt voor een open of halfopen woning.',
              'Le terrain est situé en zone d’habitat à caractère rural et convient à une maison trois ou quatre façades.',
              'The plot lies in a residential area with a rural character and suits a detached or semi-detached house.',
              'Das Grundstück liegt im Wohngebiet mit ländlichem Charakter und eignet sich für ein freistehendes Haus oder eine Doppelhaushälfte.',
            )
          : t(
              'Het perceel ligt in woongebied en is geschikt voor een open of halfopen woning.',
              'Le terrain est situé en zone d’habitat et convient à une maison trois ou quatre façades.',
              'The plot lies in a residential area and suits a detached or semi-detached house.',
              'Das Grundstück liegt im Wohngebiet und eignet sich für ein freistehendes Haus oder eine Doppelhaushälfte.',
            ),
        t(
          'Architect en aannemer kiest u vrij.',
          'Libre choix d’architecte et d’entrepreneur.',
          'You are free to choose your own architect and builder.',
          'Architekt und Bauunternehmen wählen Sie frei.',
        ),
      )
    case 'commercial':
      return t(
        'De ruimte leent zich voor detailhandel, horeca of een vrij beroep. Achteraan zijn er een stockruimte en sanitair.',
        'L’espace convient au commerce de détail, à l’horeca ou à une profession libérale. À l’arrière se trouvent une réserve et des sanitaires.',
        'The space suits retail, hospitality or a professional practice. At the back there is a storeroom and toilet facilities.',
        'Die Fläche eignet sich für Einzelhandel, Gastronomie oder eine freiberufliche Praxis. Im hinteren Bereich befinden sich ein Lager und Sanitäranlagen.',
      )
    case 'office':
      return t(
        'De kantoren zijn volledig bekabeld en beschikken over een vergaderzaal, een kitchenette en sanitair. Het gebouw is vlot bereikbaar met het openbaar vervoer.',
        'Les bureaux sont entièrement câblés et disposent d’une salle de réunion, d’une kitchenette et de sanitaires. L’immeuble est facilement accessible en transports en commun.',
        'The offices are fully cabled and have a meeting room, a kitchenette and toilets. The building is easy to reach by public transport.',
        'Die Büros sind vollständig verkabelt und verfügen über einen Besprechungsraum, eine Teeküche und Sanitäranlagen. Das Gebäude ist mit öffentlichen Verkehrsmitteln gut erreichbar.',
      )
    case 'garage':
      return t(
        'De box is afgesloten met een sectionale poort en heeft elektriciteit. Ideaal als stalplaats voor een wagen of als bergruimte.',
        'Le box est fermé par une porte sectionnelle et dispose de l’électricité. Idéal pour garer une voiture ou comme espace de rangement.',
        'The garage has a sectional door and electricity. Ideal for parking a car or as storage space.',
        'Die Box ist mit einem Sektionaltor verschlossen und hat Stromanschluss. Ideal als Stellplatz für ein Auto oder als Abstellraum.',
      )
    case 'investment': {
      const rent = euros(input.yearlyRent)
      return t(
        `Alle eenheden zijn verhuurd, goed voor een jaarlijkse huuropbrengst van ${rent.nl}. Een interessante belegging met een stabiel rendement.`,
        `Tous les logements sont loués, pour un revenu locatif annuel de ${rent.fr}. Un placement intéressant au rendement stable.`,
        `Every unit is let, bringing in ${rent.en} a year in rent. An attractive investment with a steady return.`,
        `Alle Einheiten sind vermietet und bringen jährlich ${rent.de} Mieteinnahmen. Eine interessante Kapitalanlage mit stabiler Rendite.`,
      )
    }
    default:
      return sentences(
        kitchens[input.kitchen],
        rooms(input),
        flavour[kind],
        outside(input),
        input.parkingInside > 0 &&
          t(
            'Een ondergrondse staanplaats is inbegrepen.',
            'Un emplacement de parking en sous-sol est compris.',
            'An underground parking space is included.',
            'Ein Tiefgaragenstellplatz ist inbegriffen.',
          ),
      )
  }
}

/** The bathrooms (the bedrooms are in the opening sentence). */
function rooms({ bedrooms, bathrooms }: DescriptionInput): Localized {
  if (bedrooms === 0) {
    return t(
      'Er is een aparte badkamer met douche.',
      'La salle de douche est séparée.',
      'There is a separate shower room.',
      'Ein separates Duschbad ist vorhanden.',
    )
  }
  if (bathrooms > 1) {
    return t(
      `Er zijn ${num(bathrooms).nl} badkamers, waarvan één en suite bij de ouderslaapkamer.`,
      `L’espace nuit compte ${num(bathrooms).fr} salles de bains, dont une attenante à la suite parentale.`,
      `There are ${num(bathrooms).en} bathrooms, one of them en suite to the main bedroom.`,
      `Es gibt ${num(bathrooms).de} Badezimmer, eines davon en suite zum Elternschlafzimmer.`,
    )
  }
  return t(
    'De badkamer heeft een ligbad en een inloopdouche.',
    'La salle de bains dispose d’une baignoire et d’une douche à l’italienne.',
    'The bathroom has a bath and a walk-in shower.',
    'Das Badezimmer hat eine Badewanne und eine ebenerdige Dusche.',
  )
}

function outside(input: DescriptionInput): Localized {
  const { garden, terrace, gardenOrientation, terraceOrientation, garages } = input
  const g = num(garden)
  const tr = num(terrace)
  const go = gardenOrientation && orientations[gardenOrientation]
  const to = terraceOrientation && orientations[terraceOrientation]
  return sentences(
    garden > 0 &&
      (go
        ? t(
            `De ${go.nl}gerichte tuin van ${g.nl} m² biedt veel privacy.`,
            `Le jardin de ${g.fr} m² bénéficie d’une exposition ${go.fr}.`,
            `The ${go.en}-facing garden of ${g.en} m² offers plenty of privacy.`,
            `Der ${g.de} m² große Garten ist nach ${go.de} ausgerichtet.`,
          )
        : t(
            `De tuin van ${g.nl} m² biedt veel privacy.`,
            `Le jardin de ${g.fr} m² offre beaucoup d’intimité.`,
            `The garden of ${g.en} m² offers plenty of privacy.`,
            `Der ${g.de} m² große Garten bietet viel Privatsphäre.`,
          )),
    terrace > 0 &&
      (to
        ? t(
            `Het ${to.nl}gerichte terras van ${tr.nl} m² nodigt uit om buiten te leven.`,
            `La terrasse de ${tr.fr} m² est orientée ${to.fr}.`,
            `The ${to.en}-facing terrace of ${tr.en} m² is made for outdoor living.`,
            `Die ${tr.de} m² große Terrasse ist nach ${to.de} ausgerichtet.`,
          )
        : t(
            `Het terras van ${tr.nl} m² nodigt uit om buiten te leven.`,
            `La terrasse de ${tr.fr} m² invite à vivre dehors.`,
            `The terrace of ${tr.en} m² is made for outdoor living.`,
            `Die ${tr.de} m² große Terrasse lädt zum Leben im Freien ein.`,
          )),
    garages === 1 &&
      t(
        'Een garage vervolledigt het geheel.',
        'Un garage complète l’ensemble.',
        'A garage completes the property.',
        'Eine Garage rundet das Angebot ab.',
      ),
    garages > 1 &&
      t(
        'Een dubbele garage vervolledigt het geheel.',
        'Un double garage complète l’ensemble.',
        'A double garage completes the property.',
        'Eine Doppelgarage rundet das Angebot ab.',
      ),
  )
}

const conditions: Record<Exclude<Condition, 'new'>, Localized> = {
  excellent: t(
    'in uitstekende staat',
    'en excellent état',
    'in excellent condition',
    'in ausgezeichnetem Zustand',
  ),
  good: t('in goede staat', 'en bon état', 'in good condition', 'in gutem Zustand'),
  toRefresh: t(
    'op te frissen',
    'à rafraîchir',
    'in need of some refreshing',
    'etwas renovierungsbedürftig',
  ),
  toRenovate: t(
    'volledig te renoveren',
    'entièrement à rénover',
    'in need of full renovation',
    'komplett sanierungsbedürftig',
  ),
}

const heatings: Record<Heating, Localized> = {
  gas: t(
    'Verwarming gebeurt met een condensatieketel op aardgas',
    'Le chauffage est assuré par une chaudière au gaz à condensation',
    'Heating is by a gas condensing boiler',
    'Beheizt wird mit einem Gas-Brennwertkessel',
  ),
  oil: t(
    'Verwarming gebeurt met een stookolieketel',
    'Le chauffage est assuré par une chaudière au mazout',
    'Heating is by an oil-fired boiler',
    'Beheizt wird mit einem Ölkessel',
  ),
  electric: t(
    'Verwarming gebeurt elektrisch',
    'Le chauffage est électrique',
    'Heating is electric',
    'Beheizt wird elektrisch',
  ),
  heatPump: t(
    'Verwarming gebeurt met een warmtepomp en vloerverwarming',
    'Le chauffage est assuré par une pompe à chaleur et le chauffage par le sol',
    'Heating is by a heat pump with underfloor heating',
    'Beheizt wird mit einer Wärmepumpe und Fußbodenheizung',
  ),
  pellets: t(
    'Verwarming gebeurt met een pelletketel',
    'Le chauffage est assuré par une chaudière à pellets',
    'Heating is by a pellet boiler',
    'Beheizt wird mit einem Pelletkessel',
  ),
  district: t(
    'Het gebouw is aangesloten op het warmtenet',
    'Le bâtiment est raccordé au réseau de chaleur',
    'The building is connected to the district heating network',
    'Das Gebäude ist an das Fernwärmenetz angeschlossen',
  ),
  none: t(
    'Er is geen centrale verwarming',
    'Il n’y a pas de chauffage central',
    'There is no central heating',
    'Eine Zentralheizung ist nicht vorhanden',
  ),
}

const glazings: Record<Glazing, Localized> = {
  single: t('enkele beglazing', 'simple vitrage', 'single glazing', 'Einfachverglasung'),
  double: t('dubbele beglazing', 'double vitrage', 'double glazing', 'Doppelverglasung'),
  highEfficiency: t(
    'hoogrendementsglas',
    'vitrage à haut rendement',
    'high-efficiency glazing',
    'Wärmeschutzverglasung',
  ),
  triple: t('driedubbele beglazing', 'triple vitrage', 'triple glazing', 'Dreifachverglasung'),
}

const frameWords: Record<Frames, Localized> = {
  wood: t('houten schrijnwerk', 'châssis en bois', 'wooden frames', 'Holzrahmen'),
  pvc: t('PVC-schrijnwerk', 'châssis en PVC', 'PVC frames', 'Kunststoffrahmen'),
  aluminium: t(
    'aluminium schrijnwerk',
    'châssis en aluminium',
    'aluminium frames',
    'Aluminiumrahmen',
  ),
  steel: t('stalen schrijnwerk', 'châssis en acier', 'steel frames', 'Stahlrahmen'),
}

/** Age, condition, heating, windows and the energy certificate. */
function technical(input: DescriptionInput): Localized | null {
  const { kind, condition, constructionYear: built, renovationYear: renovated } = input
  if (kind === 'land' || kind === 'garage') return null
  const year = built ? String(built) : ''
  const renovation = renovated ? String(renovated) : ''
  const age =
    condition === 'new'
      ? t(
          `Het gaat om nieuwbouw${year ? ` uit ${year}` : ''}, afgewerkt volgens de huidige energienormen.`,
          `Il s’agit d’une construction neuve${year ? ` (${year})` : ''}, conforme aux normes énergétiques actuelles.`,
          `This is a new build${year ? ` (${year})` : ''}, finished to current energy standards.`,
          `Es handelt sich um einen Neubau${year ? ` (${year})` : ''} nach aktuellen Energiestandards.`,
        )
      : condition && year
        ? t(
            `Het gebouw dateert van ${year}${renovation ? ` en werd in ${renovation} gerenoveerd` : ''}; het is ${conditions[condition].nl}.`,
            `Le bâtiment date de ${year}${renovation ? ` et a été rénové en ${renovation}` : ''} ; il est ${conditions[condition].fr}.`,
            `The building dates from ${year}${renovation ? ` and was renovated in ${renovation}` : ''}; it is ${conditions[condition].en}.`,
            `Das Gebäude stammt aus dem Jahr ${year}${renovation ? ` und wurde ${renovation} renoviert` : ''}; es ist ${conditions[condition].de}.`,
          )
        : null
  const heating = input.heating ? heatings[input.heating] : null
  const glazing = glazings[input.glazing]
  const frames = frameWords[input.frames]
  const windows = t(
    `${heating ? `${heating.nl}; de ramen hebben` : 'De ramen hebben'} ${glazing.nl} in ${frames.nl}.`,
    `${heating ? `${heating.fr} ; les fenêtres sont en` : 'Les fenêtres sont en'} ${glazing.fr} avec ${frames.fr}.`,
    `${heating ? `${heating.en}; the windows have` : 'The windows have'} ${glazing.en} in ${frames.en}.`,
    `${heating ? `${heating.de}; die Fenster haben` : 'Die Fenster haben'} ${glazing.de} mit ${frames.de}.`,
  )
  const solar =
    input.solarPanels &&
    t(
      'Zonnepanelen op het dak drukken de energiefactuur.',
      'Des panneaux solaires en toiture réduisent la facture d’énergie.',
      'Solar panels on the roof keep energy bills down.',
      'Eine Solaranlage auf dem Dach senkt die Energiekosten.',
    )
  const label = input.epcLabel
  const value = input.epcValue === null ? null : num(input.epcValue)
  const energy = !label
    ? null
    : value
      ? t(
          `EPC-label ${label} (${value.nl} kWh/m² per jaar).`,
          `PEB ${label} (${value.fr} kWh/m²/an).`,
          `EPC label ${label} (${value.en} kWh/m² per year).`,
          `Energieausweis: Klasse ${label} (${value.de} kWh/m² pro Jahr).`,
        )
      : t(
          `Energieklasse ${label} volgens het Luxemburgse energiepaspoort.`,
          `Classe énergétique ${label} selon le passeport énergétique luxembourgeois.`,
          `Energy class ${label} on the Luxembourg energy pass.`,
          `Energieeffizienzklasse ${label} laut luxemburgischem Energiepass.`,
        )
  return sentences(age, windows, solar, energy)
}

const ourOffice = t('ons kantoor', 'notre agence', 'our office', 'unser Büro')

/** Availability, the state of the sale or rental, and whom to call. */
function practical(input: DescriptionInput): Localized {
  const { goal, status, kind, condition } = input
  const closed = status === 'sold' || status === 'rented'
  const manager =
    input.manager === ourOffice.nl
      ? ourOffice
      : t(input.manager, input.manager, input.manager, input.manager)
  const from = input.availableFrom ? day(input.availableFrom) : null
  return sentences(
    !closed &&
      goal === 'sale' &&
      (kind === 'investment'
        ? t(
            'Verkoop met lopende huurcontracten.',
            'Vente avec baux en cours.',
            'Sold with the current leases.',
            'Verkauf mit laufenden Mietverträgen.',
          )
        : t(
            'Vrij bij akte.',
            'Libre à l’acte.',
            'Vacant on completion.',
            'Bezugsfrei ab Beurkundung.',
          )),
    !closed &&
      goal === 'sale' &&
      condition === 'new' &&
      t(
        'Verkoop onder het btw-stelsel.',
        'Vente sous régime TVA.',
        'Sold under the VAT regime.',
        'Verkauf unter Mehrwertsteuer.',
      ),
    !closed &&
      from &&
      t(
        `Beschikbaar vanaf ${from.nl}.`,
        `Disponible à partir du ${from.fr}.`,
        `Available from ${from.en}.`,
        `Verfügbar ab ${from.de}.`,
      ),
    status === 'option' &&
      t(
        'Er is momenteel een optie genomen op dit pand; u kunt zich nog kandidaat stellen.',
        'Ce bien est actuellement sous option ; vous pouvez encore vous porter candidat.',
        'This property is currently under option; you can still register your interest.',
        'Für diese Immobilie besteht derzeit eine Reservierung; Sie können sich noch als Interessent vormerken lassen.',
      ),
    status === 'sold' &&
      t(
        'Dit pand is verkocht. Zoekt u iets gelijkaardigs? Laat uw zoekopdracht achter en wij houden u op de hoogte.',
        'Ce bien est vendu. Vous cherchez un bien similaire ? Confiez-nous votre recherche et nous vous tiendrons informé.',
        'This property has been sold. Looking for something similar? Leave us your search and we will keep you informed.',
        'Diese Immobilie ist verkauft. Suchen Sie etwas Ähnliches? Hinterlassen Sie uns Ihren Suchauftrag, wir halten Sie auf dem Laufenden.',
      ),
    status === 'rented' &&
      t(
        'Dit pand is verhuurd. Zoekt u iets gelijkaardigs? Laat uw zoekopdracht achter en wij houden u op de hoogte.',
        'Ce bien est loué. Vous cherchez un bien similaire ? Confiez-nous votre recherche et nous vous tiendrons informé.',
        'This property has been let. Looking for something similar? Leave us your search and we will keep you informed.',
        'Diese Immobilie ist vermietet. Suchen Sie etwas Ähnliches? Hinterlassen Sie uns Ihren Suchauftrag, wir halten Sie auf dem Laufenden.',
      ),
    !closed &&
      t(
        `Meer informatie of een bezoek? Neem contact op met ${manager.nl}.`,
        `Pour plus d’informations ou une visite, contactez ${manager.fr}.`,
        `For more information or a viewing, contact ${manager.en}.`,
        `Für weitere Informationen oder eine Besichtigung wenden Sie sich an ${manager.de}.`,
      ),
  )
}

/**
 * The description in every language: an opening, the layout, the technical state (buildings
 * with an EPC) and the practical part, separated by blank lines. Always three paragraphs or more.
 */
export function propertyDescription(input: DescriptionInput): Localized {
  return paragraphs(opening(input), layout(input), technical(input), practical(input))
}

// ---------------------------------------------------------------------------------------------
// Surroundings

/** What is near, by the character of the town. */
export function pointsOfInterest(character: TownCharacter, town: Localized): Localized {
  switch (character) {
    case 'city':
      return t(
        `Winkels, restaurants en scholen liggen op wandelafstand, en haltes van het openbaar vervoer vindt u om de hoek: heel ${town.nl} binnen handbereik.`,
        `Commerces, restaurants et écoles sont accessibles à pied, et les transports en commun sont à deux pas : tout ${town.fr} à portée de main.`,
        `Shops, restaurants and schools are within walking distance, with public transport just around the corner: all of ${town.en} on your doorstep.`,
        `Geschäfte, Restaurants und Schulen sind zu Fuß erreichbar, Haltestellen des Nahverkehrs liegen gleich um die Ecke: ganz ${town.de} vor der Haustür.`,
      )
    case 'town':
      return t(
        `Het centrum van ${town.nl} met zijn winkels, scholen en horeca ligt op enkele minuten; het station en de invalswegen zijn vlot bereikbaar.`,
        `Le centre ${frOf(town.fr)}, ses commerces, ses écoles et ses restaurants sont à quelques minutes ; la gare et les grands axes sont facilement accessibles.`,
        `The centre of ${town.en} with its shops, schools and restaurants is a few minutes away; the station and main roads are easy to reach.`,
        `Das Zentrum von ${town.de} mit Geschäften, Schulen und Gastronomie liegt wenige Minuten entfernt; Bahnhof und Hauptstraßen sind schnell erreichbar.`,
      )
    case 'suburb':
      return t(
        `Rustig wonen in het groen, met scholen, een supermarkt en sportvoorzieningen in de buurt. Het centrum van ${town.nl} en de grote verkeersassen zijn snel bereikbaar.`,
        `Un cadre calme et verdoyant, avec écoles, supermarché et infrastructures sportives à proximité. Le centre ${frOf(town.fr)} et les grands axes sont rapidement accessibles.`,
        `A quiet, green setting with schools, a supermarket and sports facilities nearby. The centre of ${town.en} and the main roads are quickly reached.`,
        `Ruhiges Wohnen im Grünen, mit Schulen, Supermarkt und Sportanlagen in der Nähe. Das Zentrum von ${town.de} und die großen Verkehrsachsen sind schnell erreichbar.`,
      )
    case 'village':
      return t(
        `Landelijk wonen met wandel- en fietsroutes voor de deur. De bakker, de dorpsschool en het centrum van ${town.nl} liggen op korte afstand.`,
        `Un cadre champêtre avec balades à pied et à vélo au départ de la maison. La boulangerie, l’école du village et le centre ${frOf(town.fr)} sont tout proches.`,
        `Country living with walking and cycling routes from the door. The bakery, the village school and the centre of ${town.en} are close by.`,
        `Ländliches Wohnen mit Wander- und Radwegen direkt vor der Tür. Bäcker, Dorfschule und das Zentrum von ${town.de} sind nicht weit.`,
      )
  }
}
