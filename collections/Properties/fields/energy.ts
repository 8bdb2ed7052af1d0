// Tab "Energy and certificates": EPC, asbestos, flood risk, soil, electricity and gas.
import type { Tab } from 'payload'

import { dayField } from '@/fields/dates'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

const scores = ['A', 'B', 'C', 'D'].map((score) => ({ value: score, label: score }))

const inspection = [
  option('compliant', 'Conform', 'Conforme', 'Compliant', 'Konform'),
  option('notCompliant', 'Niet conform', 'Non conforme', 'Not compliant', 'Nicht konform'),
  option('notInspected', 'Niet gekeurd', 'Pas contrôlé', 'Not inspected', 'Nicht geprüft'),
]

const issued = label(
  'Datum attest',
  "Date de l'attestation",
  'Certificate date',
  'Datum der Bescheinigung',
)
const validUntil = label('Geldig tot', "Valable jusqu'au", 'Valid until', 'Gültig bis')

export const energyTab: Tab = {
  label: label(
    'Energie en attesten',
    'Énergie et certificats',
    'Energy and certificates',
    'Energie und Zertifikate',
  ),
  fields: [
    {
      name: 'epc',
      type: 'group',
      label: label(
        'EPC / energieprestatie',
        'PEB / performance énergétique',
        'EPC / energy performance',
        'Energieausweis',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'number',
              label: label(
                'EPC-waarde (kWh/m²·jaar)',
                'Valeur PEB (kWh/m²·an)',
                'EPC value (kWh/m²·year)',
                'Energiekennwert (kWh/m²·Jahr)',
              ),
            },
            {
              name: 'labelText',
              type: 'text',
              label: label(
                'Label op het attest',
                "Label de l'attestation",
                'Label on the certificate',
                'Klasse laut Ausweis',
              ),
              admin: {
                description: label(
                  'Voor Luxemburg, of wanneer er geen waarde is.',
                  'Pour le Luxembourg, ou sans valeur.',
                  'For Luxembourg, or when there is no value.',
                  'Für Luxemburg oder wenn kein Wert vorliegt.',
                ),
              },
            },
            {
              name: 'label',
              type: 'text',
              index: true,
              label: label('Energielabel', 'Classe énergétique', 'Energy label', 'Energieklasse'),
              admin: {
                readOnly: true,
                description: label(
                  'Berekend uit waarde en gewest.',
                  'Calculé à partir de la valeur et de la région.',
                  'Computed from the value and the region.',
                  'Aus Wert und Region berechnet.',
                ),
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'total',
              type: 'number',
              min: 0,
              label: label(
                'Totaal (kWh/jaar)',
                'Total (kWh/an)',
                'Total (kWh/year)',
                'Gesamt (kWh/Jahr)',
              ),
            },
            {
              name: 'specific',
              type: 'number',
              label: label(
                'Specifiek (kWh/m²·jaar)',
                'Spécifique (kWh/m²·an)',
                'Specific (kWh/m²·year)',
                'Spezifisch (kWh/m²·Jahr)',
              ),
            },
            {
              name: 'co2',
              type: 'number',
              min: 0,
              label: label(
                'CO2-uitstoot (kg/m²·jaar)',
                'Émissions CO2 (kg/m²·an)',
                'CO2 emission (kg/m²·year)',
                'CO2-Ausstoß (kg/m²·Jahr)',
              ),
            },
            {
              name: 'eLevel',
              type: 'number',
              min: 0,
              label: label('E-peil', 'Niveau E', 'E-level', 'E-Niveau'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'certificateNumber',
              type: 'text',
              label: label(
                'Attestnummer',
                'Numéro du certificat',
                'Certificate number',
                'Ausweisnummer',
              ),
            },
            dayField('date', issued),
            dayField('endDate', validUntil, { after: 'date' }),
          ],
        },
      ],
    },
    {
      name: 'asbestos',
      type: 'group',
      label: label(
        'Asbestattest',
        'Attestation amiante',
        'Asbestos certificate',
        'Asbestbescheinigung',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              options: [
                option(
                  'asbestosSafe',
                  'Asbestveilig',
                  'Sûr amiante',
                  'Asbestos-safe',
                  'Asbestsicher',
                ),
                option(
                  'notAsbestosSafe',
                  'Niet asbestveilig',
                  'Pas sûr amiante',
                  'Not asbestos-safe',
                  'Nicht asbestsicher',
                ),
                option(
                  'notRequired',
                  'Niet vereist',
                  'Non requis',
                  'Not required',
                  'Nicht erforderlich',
                ),
                option('pending', 'Aangevraagd', 'Demandée', 'Requested', 'Beantragt'),
              ],
              label: label('Resultaat', 'Résultat', 'Result', 'Ergebnis'),
            },
            dayField('date', issued),
          ],
        },
      ],
    },
    {
      name: 'flood',
      type: 'group',
      label: label('Watertoets', "Risque d'inondation", 'Flood risk', 'Hochwasserrisiko'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'zone',
              type: 'select',
              options: [
                option(
                  'none',
                  'Niet overstromingsgevoelig',
                  'Pas en zone inondable',
                  'Not flood-prone',
                  'Nicht hochwassergefährdet',
                ),
                option(
                  'possible',
                  'Mogelijk overstromingsgevoelig',
                  'Zone possiblement inondable',
                  'Possibly flood-prone',
                  'Möglicherweise gefährdet',
                ),
                option(
                  'effective',
                  'Effectief overstromingsgevoelig',
                  'Zone effectivement inondable',
                  'Effectively flood-prone',
                  'Tatsächlich gefährdet',
                ),
              ],
              label: label(
                'Overstromingsgebied',
                'Zone inondable',
                'Flood zone',
                'Überschwemmungsgebiet',
              ),
            },
            {
              name: 'pScore',
              type: 'select',
              options: scores,
              label: label(
                'P-score (perceel)',
                'Score P (parcelle)',
                'P-score (plot)',
                'P-Score (Grundstück)',
              ),
            },
            {
              name: 'gScore',
              type: 'select',
              options: scores,
              label: label(
                'G-score (gebouw)',
                'Score G (bâtiment)',
                'G-score (building)',
                'G-Score (Gebäude)',
              ),
            },
            {
              name: 'riverbankZone',
              type: 'checkbox',
              label: label('Oeverzone', 'Zone de rive', 'Riverbank zone', 'Uferzone'),
            },
          ],
        },
      ],
    },
    {
      name: 'soil',
      type: 'group',
      label: label('Bodemattest', 'Attestation du sol', 'Soil certificate', 'Bodenbescheinigung'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              options: [
                option(
                  'clean',
                  'Geen risicogrond',
                  'Pas de pollution connue',
                  'No known contamination',
                  'Keine Belastung bekannt',
                ),
                option(
                  'riskLand',
                  'Risicogrond',
                  'Terrain à risque',
                  'Risk land',
                  'Verdachtsfläche',
                ),
                option('pending', 'Aangevraagd', 'Demandée', 'Requested', 'Beantragt'),
              ],
              label: label('Resultaat', 'Résultat', 'Result', 'Ergebnis'),
            },
            dayField('date', issued),
          ],
        },
      ],
    },
    {
      name: 'electricity',
      type: 'group',
      label: label(
        'Elektrische keuring',
        'Contrôle électrique',
        'Electrical inspection',
        'Elektroprüfung',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'result',
              type: 'select',
              options: inspection,
              label: label('Resultaat', 'Résultat', 'Result', 'Ergebnis'),
            },
            dayField('date', issued),
            dayField('endDate', validUntil, { after: 'date' }),
          ],
        },
      ],
    },
    {
      name: 'gasCertificate',
      type: 'group',
      label: label('Gaskeuring', 'Contrôle gaz', 'Gas inspection', 'Gasprüfung'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'result',
              type: 'select',
              options: inspection,
              label: label('Resultaat', 'Résultat', 'Result', 'Ergebnis'),
            },
            dayField('date', issued),
            dayField('endDate', validUntil, { after: 'date' }),
          ],
        },
      ],
    },
  ],
}
