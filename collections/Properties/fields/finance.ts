// Tab "Finance": costs for a buyer or a tenant. Sale-only and rent-only fields show for their goal.
// The amounts that follow from the price are hidden wherever the price is (src/fields/priceDerived.ts);
// charges, the inventory, the cadastral income and the property tax do not depend on it.
import type { Field, Tab } from 'payload'

import { dayField } from '@/fields/dates'
import { label, type AdminLabel } from '@/fields/labels'
import { hiddenWithPrice } from '@/fields/priceDerived'

type Goal = 'sale' | 'rent'

const forGoal = (goal: Goal) => (data: Record<string, unknown> | undefined) => data?.goal === goal

const amount = (name: string, fieldLabel: AdminLabel, goal?: Goal): Field => ({
  name,
  type: 'number',
  min: 0,
  label: fieldLabel,
  admin: { width: '33%', ...(goal ? { condition: forGoal(goal) } : {}) },
})

/** An amount that tells the price (a rate, a scale or a share of it). */
const derivedAmount = (name: string, fieldLabel: AdminLabel, goal?: Goal): Field => ({
  ...amount(name, fieldLabel, goal),
  ...hiddenWithPrice,
})

export const financeTab: Tab = {
  label: label('Financieel', 'Finances', 'Finance', 'Finanzen'),
  fields: [
    {
      name: 'finance',
      type: 'group',
      label: label('Kosten (€)', 'Frais (€)', 'Costs (€)', 'Kosten (€)'),
      fields: [
        // For sale
        {
          type: 'row',
          fields: [
            derivedAmount(
              'notaryFees',
              label(
                'Notariskosten (incl. btw)',
                'Frais de notaire (TVAC)',
                'Notary fees (incl. VAT)',
                'Notarkosten (inkl. MwSt.)',
              ),
              'sale',
            ),
            derivedAmount(
              'notaryFeesExVat',
              label(
                'Notariskosten (excl. btw)',
                'Frais de notaire (HTVA)',
                'Notary fees (excl. VAT)',
                'Notarkosten (ohne MwSt.)',
              ),
              'sale',
            ),
            derivedAmount(
              'registrationRights',
              label(
                'Registratierechten',
                "Droits d'enregistrement",
                'Registration duties',
                'Registrierungsgebühren',
              ),
              'sale',
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'vatRegime',
              type: 'checkbox',
              label: label(
                'Onder btw-stelsel',
                'Sous régime TVA',
                'Under the VAT regime',
                'Mit Mehrwertsteuer',
              ),
              admin: { width: '33%', condition: forGoal('sale') },
            },
            {
              name: 'vatRate',
              type: 'number',
              min: 0,
              max: 100,
              label: label('Btw-tarief (%)', 'Taux de TVA (%)', 'VAT rate (%)', 'MwSt.-Satz (%)'),
              admin: { width: '33%', condition: forGoal('sale') },
            },
            derivedAmount(
              'buildingVat',
              label(
                'Btw op constructie',
                'TVA sur construction',
                'VAT on construction',
                'MwSt. auf Bau',
              ),
              'sale',
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            derivedAmount(
              'groundPart',
              label('Grondaandeel', 'Quote-part terrain', 'Land share', 'Grundstücksanteil'),
              'sale',
            ),
            derivedAmount(
              'constructionCost',
              label('Constructiekost', 'Coût de construction', 'Construction cost', 'Baukosten'),
              'sale',
            ),
            derivedAmount(
              'totalCost',
              label('Totale kostprijs', 'Coût total', 'Total cost', 'Gesamtkosten'),
              'sale',
            ),
          ],
        },
        // For rent
        {
          type: 'row',
          fields: [
            derivedAmount(
              'deposit',
              label('Huurwaarborg', 'Garantie locative', 'Deposit', 'Mietkaution'),
              'rent',
            ),
            amount(
              'chargesTenant',
              label(
                'Lasten huurder (per maand)',
                'Charges locataire (par mois)',
                'Tenant charges (per month)',
                'Nebenkosten Mieter (pro Monat)',
              ),
              'rent',
            ),
            amount(
              'chargesOwner',
              label(
                'Lasten eigenaar (per maand)',
                'Charges propriétaire (par mois)',
                'Owner charges (per month)',
                'Kosten Eigentümer (pro Monat)',
              ),
              'rent',
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            amount(
              'inventoryCost',
              label('Plaatsbeschrijving', 'État des lieux', 'Inventory', 'Übergabeprotokoll'),
              'rent',
            ),
            derivedAmount(
              'agencyCost',
              label('Bemiddelingskosten', "Frais d'agence", 'Agency fee', 'Maklerprovision'),
            ),
            amount(
              'propertyTax',
              label(
                'Onroerende voorheffing',
                'Précompte immobilier',
                'Property tax',
                'Grundsteuer',
              ),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            amount(
              'cadastralIncome',
              label(
                'Kadastraal inkomen',
                'Revenu cadastral',
                'Cadastral income',
                'Katastereinkommen',
              ),
            ),
          ],
        },
      ],
    },
    {
      name: 'availability',
      type: 'group',
      label: label('Beschikbaarheid', 'Disponibilité', 'Availability', 'Verfügbarkeit'),
      admin: { condition: forGoal('rent') },
      fields: [
        {
          type: 'row',
          fields: [
            dayField(
              'from',
              label(
                'Beschikbaar vanaf',
                'Disponible à partir du',
                'Available from',
                'Verfügbar ab',
              ),
            ),
            dayField(
              'until',
              label('Beschikbaar tot', "Disponible jusqu'au", 'Available until', 'Verfügbar bis'),
              { after: 'from' },
            ),
          ],
        },
        {
          name: 'text',
          type: 'text',
          localized: true,
          label: label('Toelichting', 'Précision', 'Note', 'Hinweis'),
          admin: {
            description: label(
              'Bijv. "in overleg met de huurder"',
              'P. ex. « à convenir avec le locataire »',
              'E.g. "to be agreed with the tenant"',
              'Z. B. „nach Absprache mit dem Mieter“',
            ),
          },
        },
      ],
    },
    {
      name: 'annuity',
      type: 'group',
      label: label('Lijfrente', 'Viager', 'Life annuity (viager)', 'Leibrente'),
      admin: { condition: forGoal('sale') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'isAnnuity',
              type: 'checkbox',
              label: label(
                'Verkoop op lijfrente',
                'Vente en viager',
                'Sale as life annuity',
                'Verkauf auf Leibrente',
              ),
            },
            derivedAmount('bouquet', label('Boeket', 'Bouquet', 'Lump sum', 'Einmalzahlung')),
            derivedAmount(
              'monthlyAnnuity',
              label('Maandelijkse rente', 'Rente mensuelle', 'Monthly annuity', 'Monatliche Rente'),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ageHead1',
              type: 'number',
              min: 0,
              max: 130,
              label: label(
                'Leeftijd lijfrentetrekker 1',
                'Âge du crédirentier 1',
                'Age of annuitant 1',
                'Alter Rentenempfänger 1',
              ),
              admin: { width: '33%' },
            },
            {
              name: 'ageHead2',
              type: 'number',
              min: 0,
              max: 130,
              label: label(
                'Leeftijd lijfrentetrekker 2',
                'Âge du crédirentier 2',
                'Age of annuitant 2',
                'Alter Rentenempfänger 2',
              ),
              admin: { width: '33%' },
            },
          ],
        },
        {
          name: 'conditions',
          type: 'textarea',
          localized: true,
          label: label('Voorwaarden', 'Conditions', 'Conditions', 'Bedingungen'),
        },
      ],
    },
  ],
}
