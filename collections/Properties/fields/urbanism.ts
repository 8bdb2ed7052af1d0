// Tab "Urbanism and legal": the urban-planning information a Belgian listing must carry.
import type { Field, Tab } from 'payload'

import { label, type AdminLabel } from '@/fields/labels'
import { option, yesNoOptions } from '@/fields/options'

const answer = (name: string, fieldLabel: AdminLabel): Field => ({
  name,
  type: 'select',
  options: yesNoOptions(),
  label: fieldLabel,
  admin: { width: '33%' },
})

export const urbanismTab: Tab = {
  label: label(
    'Stedenbouw en juridisch',
    'Urbanisme et juridique',
    'Urbanism and legal',
    'Städtebau und Recht',
  ),
  fields: [
    {
      name: 'urbanism',
      type: 'group',
      label: label(
        'Stedenbouwkundige informatie',
        'Informations urbanistiques',
        'Planning information',
        'Planungsinformationen',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            answer(
              'buildingPermit',
              label('Bouwvergunning', "Permis d'urbanisme", 'Building permit', 'Baugenehmigung'),
            ),
            answer(
              'allotmentPermit',
              label(
                'Verkavelingsvergunning',
                'Permis de lotir',
                'Allotment permit',
                'Parzellierungsgenehmigung',
              ),
            ),
            answer(
              'preemptionRight',
              label('Voorkooprecht', 'Droit de préemption', 'Pre-emption right', 'Vorkaufsrecht'),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            answer('summons', label('Dagvaarding', 'Citation', 'Planning summons', 'Vorladung')),
            answer(
              'judicialDecision',
              label(
                'Rechterlijke beslissing',
                'Décision judiciaire',
                'Judicial decision',
                'Gerichtsentscheidung',
              ),
            ),
            answer(
              'heritage',
              label(
                'Beschermd erfgoed',
                'Patrimoine protégé',
                'Protected heritage',
                'Denkmalschutz',
              ),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'zoning',
              type: 'select',
              options: [
                option(
                  'residential',
                  'Woongebied',
                  "Zone d'habitat",
                  'Residential area',
                  'Wohngebiet',
                ),
                option(
                  'ruralResidential',
                  'Woongebied met landelijk karakter',
                  "Zone d'habitat à caractère rural",
                  'Rural residential area',
                  'Ländliches Wohngebiet',
                ),
                option(
                  'agricultural',
                  'Agrarisch gebied',
                  'Zone agricole',
                  'Agricultural area',
                  'Landwirtschaftsgebiet',
                ),
                option(
                  'industrial',
                  'Industriegebied',
                  "Zone d'activité économique",
                  'Industrial area',
                  'Gewerbegebiet',
                ),
                option('mixed', 'Gemengd gebied', 'Zone mixte', 'Mixed area', 'Mischgebiet'),
                option(
                  'recreational',
                  'Recreatiegebied',
                  'Zone de loisirs',
                  'Recreational area',
                  'Erholungsgebiet',
                ),
                option('other', 'Andere', 'Autre', 'Other', 'Sonstiges'),
              ],
              label: label('Bestemming', 'Affectation', 'Zoning', 'Widmung'),
            },
            {
              name: 'electricityConnection',
              type: 'checkbox',
              label: label(
                'Aansluiting elektriciteit',
                'Raccordement électricité',
                'Electricity connection',
                'Stromanschluss',
              ),
            },
            {
              name: 'sewerConnection',
              type: 'checkbox',
              label: label(
                'Aansluiting riolering',
                'Raccordement égout',
                'Sewer connection',
                'Kanalanschluss',
              ),
            },
          ],
        },
        {
          name: 'planningInformation',
          type: 'textarea',
          localized: true,
          label: label(
            'Toelichting stedenbouw',
            'Précisions urbanistiques',
            'Planning details',
            'Erläuterungen Städtebau',
          ),
        },
        {
          name: 'servitudes',
          type: 'textarea',
          localized: true,
          label: label('Erfdienstbaarheden', 'Servitudes', 'Servitudes', 'Dienstbarkeiten'),
        },
      ],
    },
  ],
}
