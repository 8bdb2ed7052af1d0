// Tab "Surfaces and rooms": every surface in m², widths in m, counts of rooms, years.
import type { Field, Tab } from 'payload'

import { label, type AdminLabel } from '@/fields/labels'

const area = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'number',
  min: 0,
  label: fieldLabel,
  admin: { width: '25%', step: 1 },
})

const count = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'number',
  min: 0,
  max: 999,
  label: fieldLabel,
  admin: { width: '25%', step: 1 },
})

const year = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'number',
  min: 1000,
  max: 2200,
  label: fieldLabel,
  admin: { width: '25%' },
})

export const surfacesTab: Tab = {
  label: label(
    'Oppervlaktes en kamers',
    'Surfaces et pièces',
    'Surfaces and rooms',
    'Flächen und Räume',
  ),
  fields: [
    {
      name: 'surfaces',
      type: 'group',
      label: label('Oppervlaktes (m²)', 'Surfaces (m²)', 'Surfaces (m²)', 'Flächen (m²)'),
      fields: [
        {
          type: 'row',
          fields: [
            area('total', label('Totaal', 'Totale', 'Total', 'Gesamt')),
            area('living', label('Bewoonbaar', 'Habitable', 'Living', 'Wohnfläche')),
            area('ground', label('Perceel', 'Terrain', 'Plot', 'Grundstück')),
            area('built', label('Bebouwd', 'Bâtie', 'Built', 'Bebaut')),
          ],
        },
        {
          type: 'row',
          fields: [
            area('garden', label('Tuin', 'Jardin', 'Garden', 'Garten')),
            area('terrace', label('Terras', 'Terrasse', 'Terrace', 'Terrasse')),
            area('office', label('Kantoor', 'Bureau', 'Office', 'Büro')),
            area('storage', label('Opslag', 'Stockage', 'Storage', 'Lager')),
          ],
        },
        {
          type: 'row',
          fields: [
            area(
              'frontWidth',
              label(
                'Gevelbreedte (m)',
                'Largeur de façade (m)',
                'Front width (m)',
                'Fassadenbreite (m)',
              ),
            ),
            area(
              'plotWidth',
              label(
                'Perceelbreedte (m)',
                'Largeur du terrain (m)',
                'Plot width (m)',
                'Grundstücksbreite (m)',
              ),
            ),
          ],
        },
      ],
    },
    {
      name: 'rooms',
      type: 'group',
      label: label('Kamers', 'Pièces', 'Rooms', 'Räume'),
      fields: [
        {
          type: 'row',
          fields: [
            count('bedrooms', label('Slaapkamers', 'Chambres', 'Bedrooms', 'Schlafzimmer')),
            count('bathrooms', label('Badkamers', 'Salles de bain', 'Bathrooms', 'Badezimmer')),
            count(
              'showerRooms',
              label('Douchekamers', "Salles d'eau", 'Shower rooms', 'Duschbäder'),
            ),
            count('toilets', label('Toiletten', 'Toilettes', 'Toilets', 'Toiletten')),
          ],
        },
        {
          type: 'row',
          fields: [
            count('garages', label('Garages', 'Garages', 'Garages', 'Garagen')),
            count(
              'parkingInside',
              label(
                'Parkings binnen',
                'Parkings intérieurs',
                'Indoor parking',
                'Stellplätze innen',
              ),
            ),
            count(
              'parkingOutside',
              label(
                'Parkings buiten',
                'Parkings extérieurs',
                'Outdoor parking',
                'Stellplätze außen',
              ),
            ),
            count('floors', label('Bouwlagen', 'Niveaux', 'Floors', 'Geschosse')),
          ],
        },
        {
          type: 'row',
          fields: [
            count('facades', label('Gevels', 'Façades', 'Facades', 'Fassaden')),
            {
              name: 'extraRoomsPossible',
              type: 'checkbox',
              label: label(
                'Extra kamers mogelijk',
                'Pièces supplémentaires possibles',
                'Extra rooms possible',
                'Zusätzliche Zimmer möglich',
              ),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        year(
          'constructionYear',
          label('Bouwjaar', 'Année de construction', 'Construction year', 'Baujahr'),
        ),
        year(
          'renovationYear',
          label('Renovatiejaar', 'Année de rénovation', 'Renovation year', 'Renovierungsjahr'),
        ),
      ],
    },
  ],
}
