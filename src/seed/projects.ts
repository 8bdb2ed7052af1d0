// Three new-build projects with their units (one entirely sold: the collection derives "sold
// out"), a price list PDF each, and the demo properties that are units of them.
import type { Payload } from 'payload'

import { formatPrice } from '@/lib/domain'
import type { Project } from '@/payload-types'

import { t, type Localized } from './data/propertyTexts'
import type { TownKey } from './data/towns'
import { SEED_FILE_PREFIX, type PhotoPool } from './images'
import { simplePdf } from './pdf'
import { ALL_LOCALES, seedContext } from './context'
import { townLocation } from './properties'
import { randomFor, roundTo } from './random'

type UnitType = 'apartment' | 'penthouse' | 'duplex' | 'studio' | 'house' | 'commercial'
type UnitStatus = 'available' | 'option' | 'sold'

export type ProjectSeed = {
  key: string
  title: Localized
  projectNumber: string
  town: TownKey
  street: string
  houseNumber: string
  status: 'planned' | 'underConstruction' | 'completed'
  delivery: Localized
  description: Localized
  technical: Localized
  situation: Localized
  manager: number
  /** Units per floor, from the ground floor up. */
  floors: UnitType[][]
  pricePerM2: number
  /** Every unit sold: the project is sold out. */
  allSold?: boolean
}

const bedroomsFor: Record<UnitType, [number, number]> = {
  studio: [0, 0],
  apartment: [1, 3],
  duplex: [2, 3],
  penthouse: [3, 3],
  house: [3, 4],
  commercial: [0, 0],
}
const surfaceFor = (type: UnitType, bedrooms: number) =>
  type === 'studio'
    ? 38
    : type === 'commercial'
      ? 140
      : type === 'house'
        ? 150 + bedrooms * 10
        : type === 'penthouse'
          ? 165
          : 55 + bedrooms * 22

export const demoProjects: ProjectSeed[] = [
  {
    key: 'leiezicht',
    title: t(
      'Residentie Leiezicht',
      'Résidence Leiezicht',
      'Leiezicht Residence',
      'Residenz Leiezicht',
    ),
    projectNumber: 'P-2025-01',
    town: 'gent',
    street: 'Nieuwewandeling',
    houseNumber: '62',
    status: 'underConstruction',
    delivery: t('Voorjaar 2027', 'Printemps 2027', 'Spring 2027', 'Frühjahr 2027'),
    description: t(
      'Residentie Leiezicht telt zestien energiezuinige appartementen en twee penthouses aan de oever van de Leie, op wandelafstand van het historische centrum van Gent.\n\nElk appartement heeft een ruim terras, een kelderberging en de mogelijkheid tot een ondergrondse staanplaats. De penthouses op de vijfde verdieping bieden een terras rondom met zicht op het water.',
      'La Résidence Leiezicht compte seize appartements basse énergie et deux penthouses au bord de la Lys, à distance de marche du centre historique de Gand.\n\nChaque appartement dispose d’une grande terrasse, d’une cave et d’un emplacement de parking en sous-sol en option. Les penthouses du cinquième étage offrent une terrasse périphérique avec vue sur l’eau.',
      'Leiezicht Residence comprises sixteen energy-efficient apartments and two penthouses on the banks of the Leie, within walking distance of Ghent’s historic centre.\n\nEvery apartment has a generous terrace, a cellar storeroom and an optional underground parking space. The penthouses on the fifth floor have a wrap-around terrace overlooking the water.',
      'Die Residenz Leiezicht umfasst sechzehn energieeffiziente Wohnungen und zwei Penthouses am Ufer der Leie, zu Fuß vom historischen Zentrum von Gent erreichbar.\n\nJede Wohnung hat eine großzügige Terrasse, einen Kellerraum und auf Wunsch einen Tiefgaragenstellplatz. Die Penthouses im fünften Stock bieten eine umlaufende Terrasse mit Blick aufs Wasser.',
    ),
    technical: t(
      'Betonstructuur met gevelsteen, driedubbele beglazing, warmtepomp met vloerverwarming, balansventilatie (systeem D) en zonnepanelen op het dak. E-peil E30.',
      'Structure en béton et parement en brique, triple vitrage, pompe à chaleur avec chauffage par le sol, ventilation double flux et panneaux solaires en toiture. Niveau E30.',
      'Concrete structure with brick facing, triple glazing, heat pump with underfloor heating, balanced mechanical ventilation and solar panels on the roof. E-level E30.',
      'Betonkonstruktion mit Klinkerfassade, Dreifachverglasung, Wärmepumpe mit Fußbodenheizung, kontrollierte Wohnraumlüftung und Solaranlage auf dem Dach. E-Niveau E30.',
    ),
    situation: t(
      'Aan de Leie, vlak bij het Citadelpark, het station Gent-Sint-Pieters en de tramlijnen naar het centrum.',
      'Au bord de la Lys, près du parc de la Citadelle, de la gare de Gand-Saint-Pierre et des trams vers le centre.',
      'On the Leie, close to Citadel Park, Gent-Sint-Pieters station and the trams to the centre.',
      'An der Leie, nahe dem Zitadellenpark, dem Bahnhof Gent-Sint-Pieters und den Straßenbahnen ins Zentrum.',
    ),
    manager: 0,
    floors: [
      ['commercial', 'apartment', 'apartment'],
      ['apartment', 'apartment', 'studio'],
      ['apartment', 'apartment', 'apartment'],
      ['apartment', 'duplex', 'apartment'],
      ['apartment', 'apartment', 'apartment'],
      ['penthouse', 'penthouse'],
    ],
    pricePerM2: 3600,
  },
  {
    key: 'jardins-de-meuse',
    title: t('De Maastuinen', 'Les Jardins de Meuse', 'Meuse Gardens', 'Maasgärten'),
    projectNumber: 'P-2026-02',
    town: 'namen',
    street: 'Chaussée de Dinant',
    houseNumber: '118',
    status: 'planned',
    delivery: t('Eind 2027', 'Fin 2027', 'End of 2027', 'Ende 2027'),
    description: t(
      'Een kleinschalig project van zes gezinswoningen en vier appartementen in een groene omgeving langs de Maas, op enkele minuten van het centrum van Namen.\n\nDe woningen hebben elk een tuin en een carport; de appartementen delen een gemeenschappelijke boomgaard.',
      'Un projet à taille humaine de six maisons familiales et quatre appartements dans un cadre verdoyant le long de la Meuse, à quelques minutes du centre de Namur.\n\nChaque maison dispose d’un jardin et d’un carport ; les appartements partagent un verger commun.',
      'A small-scale development of six family houses and four apartments in green surroundings along the Meuse, a few minutes from the centre of Namur.\n\nEach house has a garden and a carport; the apartments share a communal orchard.',
      'Ein kleines Projekt mit sechs Einfamilienhäusern und vier Wohnungen im Grünen an der Maas, wenige Minuten vom Zentrum von Namur entfernt.\n\nJedes Haus hat einen Garten und einen Carport; die Wohnungen teilen sich einen gemeinsamen Obstgarten.',
    ),
    technical: t(
      'Houtskeletbouw met houtvezelisolatie, warmtepomp, driedubbele beglazing en regenwaterrecuperatie. Bijna-energieneutraal (BEN).',
      'Ossature bois avec isolation en fibre de bois, pompe à chaleur, triple vitrage et récupération de l’eau de pluie. Quasi zéro énergie (Q-ZEN).',
      'Timber frame with wood-fibre insulation, heat pump, triple glazing and rainwater harvesting. Nearly zero-energy building.',
      'Holzrahmenbau mit Holzfaserdämmung, Wärmepumpe, Dreifachverglasung und Regenwassernutzung. Niedrigstenergiegebäude.',
    ),
    situation: t(
      'Langs de Maas, met fietspaden naar het centrum van Namen en de citadel.',
      'Le long de la Meuse, avec pistes cyclables vers le centre de Namur et la citadelle.',
      'Along the Meuse, with cycle paths to the centre of Namur and the citadel.',
      'An der Maas, mit Radwegen ins Zentrum von Namur und zur Zitadelle.',
    ),
    manager: 1,
    floors: [
      ['house', 'house', 'house', 'house', 'house', 'house', 'apartment', 'apartment'],
      ['apartment', 'apartment'],
    ],
    pricePerM2: 2600,
  },
  {
    key: 'flagey',
    title: t('Residentie Flagey', 'Résidence Flagey', 'Flagey Residence', 'Residenz Flagey'),
    projectNumber: 'P-2023-03',
    town: 'elsene',
    street: 'Rue du Belvédère',
    houseNumber: '24',
    status: 'completed',
    delivery: t('Opgeleverd in 2025', 'Livré en 2025', 'Completed in 2025', 'Fertiggestellt 2025'),
    description: t(
      'Residentie Flagey is een gerenoveerd art-decogebouw met twaalf appartementen bij de vijvers van Elsene. Alle appartementen zijn verkocht.\n\nDe historische gevel werd gerestaureerd; achter de gevel kwamen lichtrijke appartementen met hedendaags comfort.',
      'La Résidence Flagey est un immeuble Art déco rénové de douze appartements près des étangs d’Ixelles. Tous les appartements sont vendus.\n\nLa façade historique a été restaurée ; derrière elle se trouvent des appartements lumineux au confort contemporain.',
      'Flagey Residence is a renovated Art Deco building with twelve apartments near the Ixelles ponds. Every apartment has been sold.\n\nThe historic facade was restored; behind it are bright apartments with contemporary comfort.',
      'Die Residenz Flagey ist ein renoviertes Art-déco-Gebäude mit zwölf Wohnungen an den Teichen von Ixelles. Alle Wohnungen sind verkauft.\n\nDie historische Fassade wurde restauriert; dahinter liegen helle Wohnungen mit zeitgemäßem Komfort.',
    ),
    technical: t(
      'Volledige renovatie met binnenisolatie, nieuwe technieken, collectieve warmtepomp en lift.',
      'Rénovation complète avec isolation par l’intérieur, nouvelles techniques, pompe à chaleur collective et ascenseur.',
      'Full renovation with interior insulation, new services, a shared heat pump and a lift.',
      'Komplettsanierung mit Innendämmung, neuer Haustechnik, gemeinsamer Wärmepumpe und Aufzug.',
    ),
    situation: t(
      'Bij het Flageyplein en de vijvers van Elsene, met tram en bus voor de deur.',
      'Près de la place Flagey et des étangs d’Ixelles, tram et bus à la porte.',
      'Near Place Flagey and the Ixelles ponds, with trams and buses at the door.',
      'Nahe der Place Flagey und den Teichen von Ixelles, Tram und Bus vor der Tür.',
    ),
    manager: 1,
    floors: [
      ['apartment', 'apartment', 'studio'],
      ['apartment', 'apartment', 'apartment'],
      ['apartment', 'apartment', 'apartment'],
      ['duplex', 'apartment', 'penthouse'],
    ],
    pricePerM2: 4200,
    allSold: true,
  },
] // (kept readable rather than wrapped)

/** The units of a project: floors, types, bedrooms, surfaces, prices and statuses. */
export function projectUnits(project: ProjectSeed, projectIndex: number) {
  const rng = randomFor(`project-${project.key}`, projectIndex)
  let number = 0
  return project.floors.flatMap((types, floor) =>
    types.map((type, position) => {
      number += 1
      const [min, max] = bedroomsFor[type]
      const bedrooms = rng.int(min, max)
      const surface = surfaceFor(type, bedrooms) + rng.int(-4, 8)
      const status: UnitStatus = project.allSold
        ? 'sold'
        : number % 5 === 0
          ? 'option'
          : number % 3 === 0
            ? 'sold'
            : 'available'
      return {
        reference: `${project.projectNumber.slice(-2)}.${floor}.${position + 1}`,
        floor,
        type,
        bedrooms,
        surface,
        price: roundTo(surface * project.pricePerM2 * (1 + floor * 0.02), 5000),
        status,
      }
    }),
  )
}

const unitTypeNames: Record<UnitType, string> = {
  apartment: 'Appartement',
  penthouse: 'Penthouse',
  duplex: 'Duplex',
  studio: 'Studio',
  house: 'Woning',
  commercial: 'Handelsruimte',
}
const unitStatusNames: Record<UnitStatus, string> = {
  available: 'beschikbaar',
  option: 'in optie',
  sold: 'verkocht',
}

/** The project's price list as a PDF (Dutch, as the agency's office issues it). */
export function priceListPdf(project: ProjectSeed, projectIndex: number): Buffer {
  const rows = projectUnits(project, projectIndex).map(
    (unit) =>
      `${unit.reference.padEnd(8)} ${unitTypeNames[unit.type as UnitType].padEnd(14)} verd. ${unit.floor}  ${unit.bedrooms} slpk  ${unit.surface} m2  ${formatPrice(unit.price).replace('€', 'EUR')}  ${unitStatusNames[unit.status]}`,
  )
  return simplePdf([
    `Prijslijst ${project.title.nl}`,
    `Project ${project.projectNumber} - ${townLocation(project.town).city}`,
    '',
    ...rows,
    '',
    'Prijzen exclusief btw, registratierechten en notariskosten. Onder voorbehoud van verkoop.',
  ])
}

export async function seedProjects(
  payload: Payload,
  { managers, photos }: { managers: { id: number }[]; photos: PhotoPool },
): Promise<Project[]> {
  const created: Project[] = []
  for (const [index, project] of demoProjects.entries()) {
    const location = townLocation(project.town)
    const pdf = priceListPdf(project, index)
    const priceList = await payload.create({
      collection: 'documents',
      locale: ALL_LOCALES,
      data: {
        title: t(
          `Prijslijst ${project.title.nl}`,
          `Liste de prix ${project.title.fr}`,
          `Price list ${project.title.en}`,
          `Preisliste ${project.title.de}`,
        ) as unknown as string,
      },
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `${SEED_FILE_PREFIX}prijslijst-${project.key}.pdf`,
        size: pdf.length,
      },
      context: seedContext,
    })
    const pool = photos.apartment.length ? photos.apartment : photos.house
    const images =
      project.key === 'jardins-de-meuse'
        ? [photos.house[index], photos.house[index + 1], photos.apartment[index]]
        : [0, 1, 2].map((k) => pool[(index * 2 + k) % pool.length])
    const doc = await payload.create({
      collection: 'projects',
      locale: ALL_LOCALES,
      data: {
        _status: 'published',
        title: project.title,
        projectNumber: project.projectNumber,
        status: project.status,
        delivery: project.delivery,
        description: project.description,
        technical: project.technical,
        situation: project.situation,
        manager: managers[project.manager]?.id,
        street: project.street,
        houseNumber: project.houseNumber,
        zip: location.zip,
        city: location.city,
        publishAddress: true,
        latitude: location.latitude,
        longitude: location.longitude,
        units: projectUnits(project, index),
        images,
        priceList: priceList.id,
        documents: [priceList.id],
        seo: {
          metaTitle: project.title,
          metaDescription: Object.fromEntries(
            Object.entries(project.description).map(([locale, text]) => [
              locale,
              text.split('\n\n')[0].slice(0, 170),
            ]),
          ),
        },
      } as unknown as Project,
      context: seedContext,
    })
    created.push(doc)
  }
  return created
}
