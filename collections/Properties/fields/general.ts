// Tab "General": what the property is, its goal, status and price, and who handles it.
import type { PayloadRequest, Tab } from 'payload'

import { canReadPrice } from '@/access/canReadPrice'
import { canReadPropertyOwners } from '@/access/canReadPropertyOwners'
import { isStaffField } from '@/access/isStaffField'
import { hiddenUnless } from '@/fields/hiddenQueries'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { option, type Option } from '@/fields/options'
import { hiddenWithPrice } from '@/fields/priceDerived'
import { GOALS, type Goal } from '@/lib/site/goals'
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyType } from '@/lib/site/propertyTypes'

export { GOALS as propertyGoals, PROPERTY_STATUSES as propertyStatuses }
export type { Goal as PropertyGoal } from '@/lib/site/goals'
export type { PropertyStatus } from '@/lib/site/propertyTypes'

const statusForOtherGoal = label(
  '"Verkocht" past bij een pand te koop, "verhuurd" bij een pand te huur.',
  '« Vendu » convient à un bien à vendre, « loué » à un bien à louer.',
  '"Sold" goes with a property for sale, "rented" with one for rent.',
  '„Verkauft“ passt zu einer Immobilie zum Kauf, „vermietet“ zu einer zur Miete.',
)

/** Sold is the end of a sale, rented the end of a rental; the other way round is a mistake. */
const validateStatus = (
  value: unknown,
  { data, req }: { data: Partial<{ goal: Goal }>; req: PayloadRequest },
) => {
  if ((value === 'sold' && data.goal === 'rent') || (value === 'rented' && data.goal === 'sale'))
    return inLanguage(statusForOtherGoal, req)
  return true
}

const propertyTypeLabels: Record<PropertyType, AdminLabel> = {
  house: label('Woning', 'Maison', 'House', 'Haus'),
  apartment: label('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  villa: label('Villa', 'Villa', 'Villa', 'Villa'),
  bungalow: label('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'),
  farmhouse: label('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus'),
  mansion: label('Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus'),
  penthouse: label('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
  duplex: label('Duplex', 'Duplex', 'Duplex', 'Maisonette'),
  studio: label('Studio', 'Studio', 'Studio', 'Studio'),
  studentRoom: label('Studentenkamer', 'Kot', 'Student room', 'Studentenzimmer'),
  land: label('Bouwgrond', 'Terrain à bâtir', 'Building land', 'Baugrundstück'),
  commercial: label('Handelspand', 'Commerce', 'Commercial property', 'Gewerbeimmobilie'),
  office: label('Kantoor', 'Bureau', 'Office', 'Büro'),
  industrial: label('Industrieel pand', 'Bâtiment industriel', 'Industrial', 'Industriegebäude'),
  investment: label(
    'Opbrengsteigendom',
    'Immeuble de rapport',
    'Investment property',
    'Renditeobjekt',
  ),
  garage: label('Garage', 'Garage', 'Garage', 'Garage'),
  parking: label('Parkeerplaats', 'Parking', 'Parking space', 'Stellplatz'),
  other: label('Andere', 'Autre', 'Other', 'Sonstiges'),
}

/** The types of src/lib/site/propertyTypes.ts with their admin labels, in the vocabulary's order. */
export const propertyTypeOptions: Option<PropertyType>[] = PROPERTY_TYPES.map((value) => ({
  value,
  label: propertyTypeLabels[value],
}))

export const generalTab: Tab = {
  label: label('Algemeen', 'Général', 'General', 'Allgemein'),
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Title', 'Titel'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          unique: true,
          label: label('Referentie', 'Référence', 'Reference', 'Referenz'),
          admin: {
            description: label(
              'Unieke code van het pand (bijv. uit het makelaarspakket).',
              'Code unique du bien (p. ex. du logiciel de l’agence).',
              'Unique code of the property (e.g. from the agency software).',
              'Eindeutiger Code der Immobilie (z. B. aus der Maklersoftware).',
            ),
          },
        },
        {
          name: 'propertyType',
          type: 'select',
          index: true,
          options: propertyTypeOptions,
          label: label('Type', 'Type', 'Type', 'Typ'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'goal',
          type: 'select',
          required: true,
          defaultValue: 'sale',
          index: true,
          options: [
            option('sale', 'Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
            option('rent', 'Te huur', 'À louer', 'For rent', 'Zu vermieten'),
          ],
          label: label('Doel', 'Objectif', 'Goal', 'Ziel'),
        },
        {
          name: 'status',
          type: 'select',
          // PostgreSQL: the default enum name would be that of the drafts' `_status`.
          enumName: 'enum_properties_listing_status',
          defaultValue: 'available',
          validate: validateStatus,
          index: true,
          options: [
            option('available', 'Beschikbaar', 'Disponible', 'Available', 'Verfügbar'),
            option('option', 'In optie', 'Sous option', 'Under option', 'Reserviert'),
            option('sold', 'Verkocht', 'Vendu', 'Sold', 'Verkauft'),
            option('rented', 'Verhuurd', 'Loué', 'Rented', 'Vermietet'),
          ],
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          min: 0,
          index: true,
          access: { read: canReadPrice },
          // Queries by visitors sort by `listedPrice` instead (src/fields/hiddenQueries.ts).
          ...hiddenUnless({ flag: 'publishPrice', publicSort: 'listedPrice' }),
          label: label('Prijs (€)', 'Prix (€)', 'Price (€)', 'Preis (€)'),
          admin: {
            components: { Cell: '@/components/admin/PriceCell#PriceCell' },
            description: label(
              'Vraagprijs, of maandhuur voor een huurpand. Leeg: prijs op aanvraag.',
              'Prix demandé, ou loyer mensuel pour une location. Vide : prix sur demande.',
              'Asking price, or monthly rent for a rental. Empty: price on request.',
              'Kaufpreis oder Monatsmiete. Leer: Preis auf Anfrage.',
            ),
          },
        },
        {
          name: 'publishPrice',
          type: 'checkbox',
          defaultValue: true,
          label: label(
            'Prijs publiceren',
            'Publier le prix',
            'Publish price',
            'Preis veröffentlichen',
          ),
          admin: {
            description: label(
              'Uit: bezoekers zien "prijs op aanvraag"; de prijs verlaat de server niet.',
              'Désactivé : les visiteurs voient « prix sur demande » ; le prix ne quitte pas le serveur.',
              'Off: visitors see "price on request"; the price never leaves the server.',
              'Aus: Besucher sehen „Preis auf Anfrage“; der Preis verlässt den Server nicht.',
            ),
          },
        },
      ],
    },
    {
      // The price where it is published, empty where not: what visitors' lists sort by, so the
      // order of a list never tells a hidden price (kept by deriveListedPrice).
      name: 'listedPrice',
      type: 'number',
      index: true,
      admin: { hidden: true, readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceUnit',
          type: 'number',
          min: 0,
          label: label('Prijseenheid', 'Unité de prix', 'Price unit', 'Preiseinheit'),
          admin: {
            // A choice by name; the stored code (7 = "from") stays what the feed and
            // formatPrice know (src/components/admin/PriceUnitField.tsx).
            components: { Field: '@/components/admin/PriceUnitField#PriceUnitField' },
            description: label(
              'Waar de tekst van de prijseenheid staat: "vanaf" vóór de prijs, "/maand" erna.',
              'Où se place le texte d’unité : « à partir de » avant le prix, « /mois » après.',
              'Where the price unit text goes: "from" before the price, "/month" after it.',
              'Wo der Text der Preiseinheit steht: „ab“ vor dem Preis, „/Monat“ danach.',
            ),
          },
        },
        {
          name: 'priceUnitText',
          type: 'text',
          localized: true,
          label: label(
            'Tekst prijseenheid',
            'Texte unité de prix',
            'Price unit text',
            'Text Preiseinheit',
          ),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startPrice',
          type: 'number',
          min: 0,
          ...hiddenWithPrice,
          label: label(
            'Instelprijs (€)',
            'Mise à prix (€)',
            'Starting price (€)',
            'Startpreis (€)',
          ),
          admin: {
            condition: (data) => data?.goal === 'sale',
            description: label(
              'Bij een (online) openbare verkoop.',
              'Pour une vente publique (en ligne).',
              'For a public (online) sale.',
              'Bei einer (Online-)Versteigerung.',
            ),
          },
        },
        {
          name: 'optionPrice',
          type: 'number',
          min: 0,
          ...hiddenWithPrice,
          label: label(
            'Optieprijs (€)',
            'Prix en option (€)',
            'Option price (€)',
            'Optionspreis (€)',
          ),
          admin: {
            condition: (data) => data?.goal === 'sale',
            description: label(
              'Prijs waartegen een bod in optie is genomen.',
              'Prix auquel une offre a été prise en option.',
              'Price at which an offer was taken under option.',
              'Preis, zu dem ein Angebot in Option genommen wurde.',
            ),
          },
        },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('In de kijker', 'À la une', 'Featured', 'Hervorgehoben'),
      admin: {
        position: 'sidebar',
        description: label(
          'Toont het pand in carrousels die alleen panden in de kijker tonen (bv. op de startpagina).',
          'Affiche le bien dans les carrousels « à la une » (p. ex. sur la page d’accueil).',
          'Shows the property in carousels of featured properties (e.g. on the home page).',
          'Zeigt die Immobilie in Karussells hervorgehobener Immobilien (z. B. auf der Startseite).',
        ),
      },
    },
    {
      name: 'marquee',
      type: 'text',
      localized: true,
      label: label('Banderol', 'Bandeau', 'Ribbon', 'Banderole'),
      admin: {
        description: label(
          'Korte tekst op de foto, bijv. "Nieuw" of "Prijsdaling".',
          'Court texte sur la photo, p. ex. « Nouveau » ou « Prix en baisse ».',
          'Short text on the photo, e.g. "New" or "Price reduced".',
          'Kurzer Text auf dem Foto, z. B. „Neu“ oder „Preissenkung“.',
        ),
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: label('Beschrijving', 'Description', 'Description', 'Beschreibung'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'manager',
          type: 'relationship',
          relationTo: 'team',
          label: label('Dossierbeheerder', 'Gestionnaire', 'Manager', 'Betreuer'),
        },
        {
          name: 'project',
          type: 'relationship',
          relationTo: 'projects',
          label: label('Nieuwbouwproject', 'Projet neuf', 'New-build project', 'Neubauprojekt'),
        },
      ],
    },
    {
      name: 'owners',
      type: 'relationship',
      relationTo: 'owners',
      hasMany: true,
      access: { read: canReadPropertyOwners, create: isStaffField, update: isStaffField },
      label: label('Eigenaars', 'Propriétaires', 'Owners', 'Eigentümer'),
      admin: {
        description: label(
          'Zij zien dit pand in het eigenaarsportaal. Nooit zichtbaar voor bezoekers.',
          'Ils voient ce bien dans le portail propriétaires. Jamais visible pour les visiteurs.',
          'They see this property in the owner portal. Never shown to visitors.',
          'Sie sehen diese Immobilie im Eigentümerportal. Nie für Besucher sichtbar.',
        ),
      },
    },
    {
      name: 'internalNotes',
      type: 'textarea',
      access: { read: isStaffField, create: isStaffField, update: isStaffField },
      label: label('Interne notities', 'Notes internes', 'Internal notes', 'Interne Notizen'),
      admin: {
        description: label(
          'Alleen voor het kantoor; nooit zichtbaar voor bezoekers of eigenaars.',
          'Uniquement pour l’agence ; jamais visible pour les visiteurs ou propriétaires.',
          'For the agency only; never shown to visitors or owners.',
          'Nur für das Büro; nie für Besucher oder Eigentümer sichtbar.',
        ),
      },
    },
  ],
}
