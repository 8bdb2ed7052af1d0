// The dated rules of a buyer's purchase costs (duties, VAT, notary scales, mortgage costs), one
// row per rule and period: next year's change is a new row, and the purchase date picks the row
// in force (src/lib/domain/costs.ts). Administrators edit them; editors read them; visitors
// never read the collection itself: the property page reads the rows it needs on the server
// (src/lib/data/costRules.ts) and sends them with the page (docs/decisions/0025).
import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { dayField } from '@/fields/dates'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'
import { cacheTags } from '@/lib/cacheTags'
import { COST_RULE_KINDS, type CostRuleKind } from '@/lib/domain/costs'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

const kindLabels: Record<CostRuleKind, [string, string, string, string]> = {
  registrationRate: [
    'Registratierecht (tarief)',
    "Droit d'enregistrement (taux)",
    'Registration duty (rate)',
    'Registrierungsgebühr (Satz)',
  ],
  transcriptionRate: [
    'Overschrijvingsrecht (tarief)',
    'Droit de transcription (taux)',
    'Transcription duty (rate)',
    'Umschreibungsgebühr (Satz)',
  ],
  abatement: [
    'Abattement (vrijgestelde schijf)',
    'Abattement',
    'Abatement (exempt slice)',
    'Freibetrag',
  ],
  reduction: [
    'Vermindering (bedrag)',
    'Réduction (montant)',
    'Reduction (amount)',
    'Ermäßigung (Betrag)',
  ],
  dutyCredit: [
    'Belastingkrediet (per koper)',
    "Crédit d'impôt (par acheteur)",
    'Tax credit (per buyer)',
    'Steuergutschrift (pro Käufer)',
  ],
  dutyMinimum: ['Minimumrecht', 'Droit minimum', 'Minimum duty', 'Mindestgebühr'],
  buildingVatRate: [
    'Btw op het gebouw (tarief)',
    'TVA sur le bâtiment (taux)',
    'VAT on the building (rate)',
    'MwSt. auf das Gebäude (Satz)',
  ],
  notaryScale: [
    'Ereloon notaris, aankoopakte (schaal)',
    'Honoraires du notaire, acte d’achat (barème)',
    'Notary fee, purchase deed (scale)',
    'Notarhonorar, Kaufurkunde (Staffel)',
  ],
  notaryVatRate: [
    'Btw op notariskosten (tarief)',
    'TVA sur les frais de notaire (taux)',
    'VAT on notary costs (rate)',
    'MwSt. auf Notarkosten (Satz)',
  ],
  purchaseFixedCost: [
    'Vaste kosten aankoopakte',
    'Frais fixes de l’acte d’achat',
    'Fixed costs, purchase deed',
    'Fixkosten der Kaufurkunde',
  ],
  mortgageRegistrationRate: [
    'Registratierecht hypotheek (tarief)',
    "Droit d'enregistrement hypothécaire (taux)",
    'Mortgage registration duty (rate)',
    'Hypothekenregistrierungsgebühr (Satz)',
  ],
  mortgageDutyRate: [
    'Hypotheekrecht (tarief)',
    "Droit d'hypothèque (taux)",
    'Mortgage duty (rate)',
    'Hypothekengebühr (Satz)',
  ],
  securedMargin: [
    'Aanhorigheden boven de lening (%)',
    'Accessoires au-delà du prêt (%)',
    'Accessories above the loan (%)',
    'Nebenbeträge über dem Darlehen (%)',
  ],
  creditNotaryScale: [
    'Ereloon notaris, kredietakte (schaal)',
    'Honoraires du notaire, acte de crédit (barème)',
    'Notary fee, credit deed (scale)',
    'Notarhonorar, Kreditakte (Staffel)',
  ],
  creditNotaryDiscount: [
    'Korting ereloon kredietakte (%)',
    'Réduction des honoraires de crédit (%)',
    'Discount on the credit-deed fee (%)',
    'Nachlass auf das Kreditaktenhonorar (%)',
  ],
  creditFixedCost: [
    'Vaste kosten kredietakte',
    'Frais fixes de l’acte de crédit',
    'Fixed costs, credit deed',
    'Fixkosten der Kreditakte',
  ],
}

const conditionOptions = [
  option('any', 'Altijd', 'Toujours', 'Always', 'Immer'),
  option('yes', 'Alleen ja', 'Seulement oui', 'Only yes', 'Nur ja'),
  option('no', 'Alleen nee', 'Seulement non', 'Only no', 'Nur nein'),
]

const condition = (name: string, nl: string, fr: string, en: string, de: string): Field => ({
  name,
  type: 'select',
  required: true,
  defaultValue: 'any',
  options: conditionOptions,
  label: label(nl, fr, en, de),
  admin: { width: '33%' },
})

export const CostRules: CollectionConfig = {
  slug: 'cost-rules',
  labels: {
    singular: label('Kostenregel', 'Règle de frais', 'Cost rule', 'Kostenregel'),
    plural: label('Kostenregels', 'Règles de frais', 'Cost rules', 'Kostenregeln'),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'region', 'kind', 'validFrom', 'validTo', 'unconfirmed'],
    listSearchableFields: ['key', 'note'],
    group: label('Beheer', 'Administration', 'Administration', 'Verwaltung'),
    description: label(
      'Gedateerde regels van de aankoopkosten. Een wijziging van volgend jaar is een nieuwe rij met een nieuwe begindatum; de datum van aankoop kiest de rij.',
      'Règles datées des frais d’achat. Un changement l’an prochain est une nouvelle ligne avec une nouvelle date de début ; la date d’achat choisit la ligne.',
      "Dated rules of a buyer's purchase costs. Next year's change is a new row with a new start date; the purchase date picks the row.",
      'Datierte Regeln der Erwerbskosten. Eine Änderung im nächsten Jahr ist eine neue Zeile mit neuem Beginn; das Kaufdatum wählt die Zeile.',
    ),
  },
  access: {
    read: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  defaultSort: 'key',
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      label: label('Sleutel', 'Clé', 'Key', 'Schlüssel'),
      admin: {
        description: label(
          'Vaste naam van de regel, bv. flanders-registration-own-home-2025.',
          'Nom fixe de la règle, p. ex. flanders-registration-own-home-2025.',
          'A fixed name for the rule, e.g. flanders-registration-own-home-2025.',
          'Fester Name der Regel, z. B. flanders-registration-own-home-2025.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          type: 'select',
          required: true,
          index: true,
          options: [
            option('flanders', 'Vlaanderen', 'Flandre', 'Flanders', 'Flandern'),
            option('brussels', 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
            option('wallonia', 'Wallonië', 'Wallonie', 'Wallonia', 'Wallonien'),
            option('luxembourg', 'Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
            option(
              'federal',
              'Federaal (België)',
              'Fédéral (Belgique)',
              'Federal (Belgium)',
              'Föderal (Belgien)',
            ),
          ],
          label: label('Gewest', 'Région', 'Region', 'Region'),
          admin: { width: '50%' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: COST_RULE_KINDS.map((kind) => option(kind, ...kindLabels[kind])),
          label: label('Soort', 'Type', 'Kind', 'Art'),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...dayField(
            'validFrom',
            label('Geldig vanaf', 'Valable à partir du', 'Valid from', 'Gültig ab'),
          ),
          required: true,
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
          },
        },
        {
          ...dayField(
            'validTo',
            label(
              'Geldig tot en met',
              'Valable jusqu’au',
              'Valid to (inclusive)',
              'Gültig bis einschließlich',
            ),
            { after: 'validFrom' },
          ),
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Voorwaarden', 'Conditions', 'Conditions', 'Bedingungen'),
      fields: [
        {
          type: 'row',
          fields: [
            condition(
              'ownHome',
              'Enige eigen woning',
              'Habitation propre et unique',
              'Sole own home',
              'Einziges Eigenheim',
            ),
            condition(
              'firstPurchase',
              'Eerste aankoop',
              'Premier achat',
              'First purchase',
              'Erster Kauf',
            ),
            {
              name: 'priceCeiling',
              type: 'number',
              min: 0,
              label: label(
                'Prijsplafond (€)',
                'Plafond de prix (€)',
                'Price ceiling (€)',
                'Preisobergrenze (€)',
              ),
              admin: { width: '33%' },
            },
          ],
        },
        {
          name: 'coversLand',
          type: 'checkbox',
          defaultValue: true,
          label: label(
            'Geldt ook voor bouwgrond (de grond van een nieuwbouw)',
            'Vaut aussi pour un terrain (le terrain d’un bien neuf)',
            'Also covers building land (the land of a new build)',
            'Gilt auch für Bauland (das Grundstück eines Neubaus)',
          ),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rate',
          type: 'number',
          min: 0,
          max: 100,
          label: label('Tarief (%)', 'Taux (%)', 'Rate (%)', 'Satz (%)'),
          admin: { width: '33%', step: 0.001 },
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          label: label('Bedrag (€)', 'Montant (€)', 'Amount (€)', 'Betrag (€)'),
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'perBuyer',
          type: 'checkbox',
          label: label('Per koper', 'Par acheteur', 'Per buyer', 'Pro Käufer'),
        },
        {
          name: 'subjectToVat',
          type: 'checkbox',
          label: label('Btw erbovenop', 'TVA en sus', 'VAT on top', 'Zuzüglich MwSt.'),
        },
      ],
    },
    {
      name: 'brackets',
      type: 'array',
      label: label('Schijven', 'Tranches', 'Brackets', 'Stufen'),
      labels: {
        singular: label('Schijf', 'Tranche', 'Bracket', 'Stufe'),
        plural: label('Schijven', 'Tranches', 'Brackets', 'Stufen'),
      },
      admin: {
        description: label(
          'Voor een schaal: elke schijf begint bij een bedrag; het tarief geldt tot de volgende schijf.',
          'Pour un barème : chaque tranche commence à un montant ; le taux vaut jusqu’à la tranche suivante.',
          'For a scale: each bracket starts at an amount; its rate applies up to the next bracket.',
          'Für eine Staffel: jede Stufe beginnt bei einem Betrag; ihr Satz gilt bis zur nächsten Stufe.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              type: 'number',
              required: true,
              min: 0,
              label: label('Vanaf (€)', 'À partir de (€)', 'From (€)', 'Ab (€)'),
            },
            {
              name: 'rate',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              label: label('Tarief (%)', 'Taux (%)', 'Rate (%)', 'Satz (%)'),
              admin: { step: 0.001 },
            },
          ],
        },
      ],
    },
    {
      name: 'sourceUrl',
      type: 'text',
      required: true,
      label: label('Bron (URL)', 'Source (URL)', 'Source (URL)', 'Quelle (URL)'),
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\/\S+$/.test(value.trim()) ? true : 'https://…',
    },
    {
      name: 'unconfirmed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label(
        'Niet bevestigd door een officiële bron',
        'Non confirmé par une source officielle',
        'Not confirmed by an official source',
        'Nicht durch eine amtliche Quelle bestätigt',
      ),
      admin: { position: 'sidebar' },
    },
    {
      name: 'note',
      type: 'textarea',
      label: label(
        'Toelichting (intern)',
        'Explication (interne)',
        'Note (internal)',
        'Erläuterung (intern)',
      ),
      admin: {
        description: label(
          'Waar het cijfer vandaan komt en wat niet bevestigd is.',
          'D’où vient le chiffre et ce qui n’est pas confirmé.',
          'Where the figure comes from and what is not confirmed.',
          'Woher die Zahl stammt und was nicht bestätigt ist.',
        ),
      },
    },
  ],
  hooks: {
    afterChange: [revalidateOnChange(() => [cacheTags.costRules])],
    afterDelete: [revalidateOnDelete(() => [cacheTags.costRules])],
  },
}
