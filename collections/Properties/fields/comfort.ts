// Tab "Comfort and equipment": what the property has and what it is built of.
import type { Field, Tab } from 'payload'

import { label, type AdminLabel } from '@/fields/labels'
import { option, type Option } from '@/fields/options'

const has = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'checkbox',
  label: fieldLabel,
  admin: { width: '25%' },
})

const choice = (
  name: string,
  fieldLabel: AdminLabel,
  options: Option[],
  hasMany = false,
): Field => ({
  name,
  type: 'select',
  hasMany,
  options,
  label: fieldLabel,
  admin: { width: '50%' },
})

const orientations = [
  option('north', 'Noord', 'Nord', 'North', 'Nord'),
  option('northEast', 'Noordoost', 'Nord-est', 'North-east', 'Nordost'),
  option('east', 'Oost', 'Est', 'East', 'Ost'),
  option('southEast', 'Zuidoost', 'Sud-est', 'South-east', 'Südost'),
  option('south', 'Zuid', 'Sud', 'South', 'Süd'),
  option('southWest', 'Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'),
  option('west', 'West', 'Ouest', 'West', 'West'),
  option('northWest', 'Noordwest', 'Nord-ouest', 'North-west', 'Nordwest'),
]

export const comfortTab: Tab = {
  label: label(
    'Comfort en uitrusting',
    'Confort et équipement',
    'Comfort and equipment',
    'Komfort und Ausstattung',
  ),
  fields: [
    {
      name: 'comfort',
      type: 'group',
      label: label('Voorzieningen', 'Équipements', 'Features', 'Ausstattung'),
      fields: [
        {
          type: 'row',
          fields: [
            has('gas', label('Aardgas', 'Gaz naturel', 'Mains gas', 'Erdgas')),
            has('water', label('Water', 'Eau', 'Water', 'Wasser')),
            has('lift', label('Lift', 'Ascenseur', 'Lift', 'Aufzug')),
            has('cellar', label('Kelder', 'Cave', 'Cellar', 'Keller')),
          ],
        },
        {
          type: 'row',
          fields: [
            has('terrace', label('Terras', 'Terrasse', 'Terrace', 'Terrasse')),
            has('garden', label('Tuin', 'Jardin', 'Garden', 'Garten')),
            has('attic', label('Zolder', 'Grenier', 'Attic', 'Dachboden')),
            has('garage', label('Garage', 'Garage', 'Garage', 'Garage')),
          ],
        },
        {
          type: 'row',
          fields: [
            has('furnished', label('Gemeubeld', 'Meublé', 'Furnished', 'Möbliert')),
            has(
              'accessible',
              label(
                'Rolstoeltoegankelijk',
                'Accessible PMR',
                'Wheelchair accessible',
                'Rollstuhlgerecht',
              ),
            ),
            has('alarm', label('Alarm', 'Alarme', 'Alarm', 'Alarmanlage')),
            has(
              'solarPanels',
              label('Zonnepanelen', 'Panneaux solaires', 'Solar panels', 'Solaranlage'),
            ),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        choice(
          'terraceOrientation',
          label(
            'Oriëntatie terras',
            'Orientation terrasse',
            'Terrace orientation',
            'Ausrichtung Terrasse',
          ),
          orientations,
        ),
        choice(
          'gardenOrientation',
          label(
            'Oriëntatie tuin',
            'Orientation jardin',
            'Garden orientation',
            'Ausrichtung Garten',
          ),
          orientations,
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        choice('heating', label('Verwarming', 'Chauffage', 'Heating', 'Heizung'), [
          option('gas', 'Aardgas', 'Gaz', 'Gas', 'Gas'),
          option('oil', 'Stookolie', 'Mazout', 'Heating oil', 'Heizöl'),
          option('electric', 'Elektrisch', 'Électrique', 'Electric', 'Elektrisch'),
          option('heatPump', 'Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'),
          option('pellets', 'Pellets', 'Pellets', 'Pellets', 'Pellets'),
          option('district', 'Warmtenet', 'Réseau de chaleur', 'District heating', 'Fernwärme'),
          option('none', 'Geen', 'Aucun', 'None', 'Keine'),
        ]),
        choice('glazing', label('Beglazing', 'Vitrage', 'Glazing', 'Verglasung'), [
          option('single', 'Enkel', 'Simple', 'Single', 'Einfach'),
          option('double', 'Dubbel', 'Double', 'Double', 'Doppelt'),
          option(
            'highEfficiency',
            'Hoogrendement',
            'Haut rendement',
            'High-efficiency',
            'Wärmeschutz',
          ),
          option('triple', 'Driedubbel', 'Triple', 'Triple', 'Dreifach'),
        ]),
      ],
    },
    {
      type: 'row',
      fields: [
        choice('windowFrames', label('Schrijnwerk', 'Châssis', 'Window frames', 'Fensterrahmen'), [
          option('wood', 'Hout', 'Bois', 'Wood', 'Holz'),
          option('pvc', 'PVC', 'PVC', 'PVC', 'Kunststoff'),
          option('aluminium', 'Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
          option('steel', 'Staal', 'Acier', 'Steel', 'Stahl'),
        ]),
        choice('kitchen', label('Keuken', 'Cuisine', 'Kitchen', 'Küche'), [
          option('none', 'Geen', 'Aucune', 'None', 'Keine'),
          option('kitchenette', 'Kitchenette', 'Kitchenette', 'Kitchenette', 'Kochnische'),
          option('equipped', 'Ingericht', 'Équipée', 'Equipped', 'Einbauküche'),
          option(
            'fullyEquipped',
            'Volledig ingericht',
            'Hyper-équipée',
            'Fully equipped',
            'Voll ausgestattet',
          ),
          option('open', 'Open keuken', 'Cuisine ouverte', 'Open-plan kitchen', 'Offene Küche'),
        ]),
      ],
    },
    {
      type: 'row',
      fields: [
        choice('roofType', label('Daktype', 'Type de toiture', 'Roof type', 'Dachform'), [
          option('pitched', 'Hellend', 'En pente', 'Pitched', 'Steildach'),
          option('flat', 'Plat', 'Plate', 'Flat', 'Flachdach'),
          option('mansard', 'Mansarde', 'Mansardé', 'Mansard', 'Mansarddach'),
          option('mixed', 'Gemengd', 'Mixte', 'Mixed', 'Gemischt'),
        ]),
        choice(
          'roofMaterial',
          label('Dakbedekking', 'Couverture', 'Roof material', 'Dacheindeckung'),
          [
            option('tiles', 'Pannen', 'Tuiles', 'Tiles', 'Ziegel'),
            option('slate', 'Leien', 'Ardoises', 'Slate', 'Schiefer'),
            option('roofing', 'Roofing', 'Roofing', 'Roofing felt', 'Dachpappe'),
            option('epdm', 'EPDM', 'EPDM', 'EPDM', 'EPDM'),
            option('zinc', 'Zink', 'Zinc', 'Zinc', 'Zink'),
            option('other', 'Andere', 'Autre', 'Other', 'Sonstiges'),
          ],
        ),
        choice(
          'roofCondition',
          label('Staat van het dak', 'État de la toiture', 'Roof condition', 'Zustand des Daches'),
          [
            option('new', 'Nieuw', 'Neuve', 'New', 'Neu'),
            option('good', 'Goed', 'Bon', 'Good', 'Gut'),
            option('fair', 'Redelijk', 'Correct', 'Fair', 'Ordentlich'),
            option(
              'toRenovate',
              'Te vernieuwen',
              'À rénover',
              'To be renewed',
              'Erneuerungsbedürftig',
            ),
          ],
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        choice(
          'floorCovering',
          label('Vloerbekleding', 'Revêtement de sol', 'Floor covering', 'Bodenbelag'),
          [
            option('tiles', 'Tegels', 'Carrelage', 'Tiles', 'Fliesen'),
            option('parquet', 'Parket', 'Parquet', 'Parquet', 'Parkett'),
            option('laminate', 'Laminaat', 'Stratifié', 'Laminate', 'Laminat'),
            option('carpet', 'Tapijt', 'Moquette', 'Carpet', 'Teppich'),
            option('concrete', 'Gepolierd beton', 'Béton ciré', 'Polished concrete', 'Sichtbeton'),
            option('natural', 'Natuursteen', 'Pierre naturelle', 'Natural stone', 'Naturstein'),
          ],
          true,
        ),
        choice('condition', label('Staat', 'État', 'Condition', 'Zustand'), [
          option('new', 'Nieuw', 'Neuf', 'New', 'Neu'),
          option('excellent', 'Uitstekend', 'Excellent', 'Excellent', 'Ausgezeichnet'),
          option('good', 'Goed', 'Bon', 'Good', 'Gut'),
          option(
            'toRefresh',
            'Op te frissen',
            'À rafraîchir',
            'To refresh',
            'Renovierungsbedürftig',
          ),
          option('toRenovate', 'Te renoveren', 'À rénover', 'To renovate', 'Sanierungsbedürftig'),
          option('toDemolish', 'Af te breken', 'À démolir', 'To demolish', 'Abrissreif'),
        ]),
      ],
    },
    {
      name: 'architectureStyle',
      type: 'text',
      localized: true,
      label: label('Bouwstijl', 'Style architectural', 'Architectural style', 'Baustil'),
    },
  ],
}
