// The address of a property or project: street, number, box, postcode, town, country, and
// whether visitors may see the street (when not, the site shows postcode and town only).
import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { canReadAddress } from '@/access/canReadAddress'
import { COUNTRY_BELGIUM } from '@/lib/domain'
import { countryIdForZip } from '@/lib/site/regions'

import { hiddenUnless } from './hiddenQueries'
import { inLanguage, label } from './labels'

const zipMessage = label(
  'Geef een Belgische postcode (4 cijfers) of een Luxemburgse (L-1234).',
  'Indiquez un code postal belge (4 chiffres) ou luxembourgeois (L-1234).',
  'Enter a Belgian postcode (4 digits) or a Luxembourg one (L-1234).',
  'Geben Sie eine belgische (4 Ziffern) oder luxemburgische Postleitzahl (L-1234) ein.',
)

const ZIP = /^(\d{4}|L-\d{4})$/

/** The parts of an address visitors see (and may query) only when it is published. */
const privateToVisitors = {
  access: { read: canReadAddress },
  ...hiddenUnless({ flag: 'publishAddress' }),
}

/** Belgian postcode (4 digits) or Luxembourg postcode (`L-` + 4 digits). */
export const validateZip = (value: unknown, { req }: { req: PayloadRequest }) =>
  typeof value === 'string' && ZIP.test(value.trim()) ? true : inLanguage(zipMessage, req)

/** 50 for a Luxembourg postcode, 10 (Belgium) otherwise. */
export const zipField = (): Field => ({
  name: 'zip',
  type: 'text',
  required: true,
  index: true,
  label: label('Postcode', 'Code postal', 'Postcode', 'Postleitzahl'),
  validate: validateZip,
})

export const cityField = (): Field => ({
  name: 'city',
  type: 'text',
  required: true,
  index: true,
  label: label('Gemeente', 'Commune', 'Town', 'Gemeinde'),
})

export const publishAddressField = (): Field => ({
  name: 'publishAddress',
  type: 'checkbox',
  defaultValue: true,
  label: label(
    'Adres publiceren',
    "Publier l'adresse",
    'Publish address',
    'Adresse veröffentlichen',
  ),
  admin: {
    description: label(
      'Uit: de site toont alleen postcode en gemeente, nooit de straat.',
      'Désactivé : le site affiche uniquement le code postal et la commune, jamais la rue.',
      'Off: the site shows only postcode and town, never the street.',
      'Aus: Die Website zeigt nur Postleitzahl und Ort, nie die Straße.',
    ),
  },
})

/** Street, number, box, postcode, town, country id (derived from the postcode) and the publish flag. */
export const addressFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'street',
        type: 'text',
        ...privateToVisitors,
        label: label('Straat', 'Rue', 'Street', 'Straße'),
        admin: { width: '60%' },
      },
      {
        name: 'houseNumber',
        type: 'text',
        ...privateToVisitors,
        label: label('Huisnummer', 'Numéro', 'House number', 'Hausnummer'),
        admin: { width: '20%' },
      },
      {
        name: 'boxNumber',
        type: 'text',
        ...privateToVisitors,
        label: label('Bus', 'Boîte', 'Box', 'Briefkasten'),
        admin: { width: '20%' },
      },
    ],
  },
  { type: 'row', fields: [zipField(), cityField()] },
  {
    name: 'countryId',
    type: 'number',
    defaultValue: COUNTRY_BELGIUM,
    label: label('Land (code)', 'Pays (code)', 'Country (code)', 'Land (Code)'),
    admin: {
      readOnly: true,
      description: label(
        'Volgt uit de postcode: 10 = België, 50 = Luxemburg.',
        'Déduit du code postal : 10 = Belgique, 50 = Luxembourg.',
        'Follows from the postcode: 10 = Belgium, 50 = Luxembourg.',
        'Ergibt sich aus der Postleitzahl: 10 = Belgien, 50 = Luxemburg.',
      ),
    },
  },
  publishAddressField(),
]

/** Keeps countryId consistent with the postcode on every save. */
export const deriveCountryId: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const zip = data.zip ?? originalDoc?.zip
  if (zip === undefined) return data
  return { ...data, countryId: countryIdForZip(zip) }
}
