// Tab "Location": address, publish-address flag, coordinates, region and surroundings.
import type { Tab } from 'payload'

import { addressFields } from '@/fields/address'
import { coordinateFields } from '@/fields/coordinates'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

import { mobiscoreField } from './mobiscore'

export const regionOptions = [
  option('flanders', 'Vlaanderen', 'Flandre', 'Flanders', 'Flandern'),
  option('brussels', 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
  option('wallonia', 'Wallonië', 'Wallonie', 'Wallonia', 'Wallonien'),
  option('luxembourg', 'Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
]

export const locationTab: Tab = {
  label: label('Ligging', 'Localisation', 'Location', 'Lage'),
  fields: [
    ...addressFields(),
    {
      name: 'region',
      type: 'select',
      index: true,
      options: regionOptions,
      label: label('Gewest', 'Région', 'Region', 'Region'),
      admin: {
        readOnly: true,
        description: label(
          'Volgt uit de postcode; bepaalt de EPC-schaal.',
          'Déduit du code postal ; détermine l’échelle PEB.',
          'Follows from the postcode; decides the EPC scale.',
          'Ergibt sich aus der Postleitzahl; bestimmt die Energieskala.',
        ),
      },
    },
    coordinateFields(),
    // The position where visitors may see it (exact, or blurred where the address is hidden):
    // what the area search filters on (kept by derivePublicPosition; indexed with the collection).
    {
      name: 'publicLatitude',
      type: 'number',
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'publicLongitude',
      type: 'number',
      admin: { hidden: true, readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'floor',
          type: 'number',
          label: label('Verdieping', 'Étage', 'Floor', 'Etage'),
          admin: {
            description: label(
              '0 = gelijkvloers',
              '0 = rez-de-chaussée',
              '0 = ground floor',
              '0 = Erdgeschoss',
            ),
          },
        },
        {
          name: 'unitNumber',
          type: 'text',
          label: label('Eenheid / bus', 'Unité / boîte', 'Unit', 'Einheit'),
          admin: {
            description: label(
              'Nummer van het appartement of de kavel in het gebouw, bv. "A1.2".',
              'Numéro de l’appartement ou du lot dans l’immeuble, p. ex. « A1.2 ».',
              'Number of the flat or lot in the building, e.g. "A1.2".',
              'Nummer der Wohnung oder Einheit im Gebäude, z. B. „A1.2“.',
            ),
          },
        },
        {
          name: 'neighbourhood',
          type: 'text',
          localized: true,
          label: label('Wijk / deelgemeente', 'Quartier / section', 'Neighbourhood', 'Ortsteil'),
        },
      ],
    },
    {
      name: 'pointsOfInterest',
      type: 'textarea',
      localized: true,
      label: label(
        'Ligging en voorzieningen in de buurt',
        'Situation et commodités à proximité',
        'Surroundings and nearby amenities',
        'Lage und Einrichtungen in der Nähe',
      ),
    },
    mobiscoreField,
  ],
}
