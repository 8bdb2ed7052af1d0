// Mobiscore: seven scores from 0 to 10 for how well the location is served.
import type { Field } from 'payload'

import { label, type AdminLabel } from '@/fields/labels'

const score = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'number',
  min: 0,
  max: 10,
  label: fieldLabel,
  admin: { width: '25%', step: 0.1 },
})

export const mobiscoreField: Field = {
  name: 'mobiscore',
  type: 'group',
  label: label('Mobiscore', 'Mobiscore', 'Mobiscore', 'Mobiscore'),
  fields: [
    {
      type: 'row',
      fields: [
        score(
          'publicTransport',
          label('Openbaar vervoer', 'Transports en commun', 'Public transport', 'ÖPNV'),
        ),
        score('education', label('Onderwijs', 'Enseignement', 'Education', 'Bildung')),
        score(
          'shops',
          label(
            'Winkels en diensten',
            'Commerces et services',
            'Shops and services',
            'Geschäfte und Dienste',
          ),
        ),
        score(
          'leisure',
          label(
            'Vrije tijd, sport en cultuur',
            'Loisirs, sport et culture',
            'Leisure, sport and culture',
            'Freizeit, Sport und Kultur',
          ),
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        score(
          'health',
          label('Gezondheid en zorg', 'Santé et soins', 'Health and care', 'Gesundheit und Pflege'),
        ),
        score('environment', label('Omgeving', 'Environnement', 'Environment', 'Umgebung')),
        score(
          'nearby',
          label('Plaatsen in de buurt', 'Lieux à proximité', 'Nearby places', 'Orte in der Nähe'),
        ),
      ],
    },
  ],
}
