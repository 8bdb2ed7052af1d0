// The agency's CRM accounts (docs/crm-import.md): staff only. Credentials are write-only and
// encrypted (./credentials.ts); a run starts with POST /api/crm-connections/{id}/sync, which the
// sidebar panel calls (src/components/admin/crm/).
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'
import { checkEndpoint, syncEndpoint } from '@/lib/crm/endpoints'

import { credentialFields, encryptCredentials, maskCredentials, secretsField } from './credentials'

export const crmGroup = label('CRM', 'CRM', 'CRM', 'CRM')

export const CrmConnections: CollectionConfig = {
  slug: 'crm-connections',
  labels: {
    singular: label('CRM-koppeling', 'Connexion CRM', 'CRM connection', 'CRM-Verbindung'),
    plural: label('CRM-koppelingen', 'Connexions CRM', 'CRM connections', 'CRM-Verbindungen'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'provider', 'enabled', 'intervalMinutes', 'updatedAt'],
    group: crmGroup,
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [syncEndpoint, checkEndpoint],
  fields: [
    {
      // Test, dry run, import, the last run's progress and the webhook address (not stored).
      name: 'syncPanel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/crm/CrmConnectionPanel#CrmConnectionPanel' },
      },
    },
    { name: 'name', type: 'text', required: true, label: label('Naam', 'Nom', 'Name', 'Name') },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          options: [
            option('omnicasa', 'Omnicasa', 'Omnicasa', 'Omnicasa', 'Omnicasa'),
            option('whise', 'Whise', 'Whise', 'Whise', 'Whise'),
            option('sweepbright', 'SweepBright', 'SweepBright', 'SweepBright', 'SweepBright'),
          ],
          label: label('CRM', 'CRM', 'CRM', 'CRM'),
        },
        {
          name: 'baseUrl',
          type: 'text',
          label: label('API-adres', "Adresse de l'API", 'API address', 'API-Adresse'),
          admin: {
            description: label(
              'Leeg: het publieke adres van het CRM.',
              "Vide : l'adresse publique du CRM.",
              "Empty: the CRM's public address.",
              'Leer: die öffentliche Adresse des CRM.',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'enabled',
          type: 'checkbox',
          defaultValue: true,
          label: label('Actief', 'Active', 'Enabled', 'Aktiv'),
        },
        {
          name: 'intervalMinutes',
          type: 'number',
          defaultValue: 15,
          min: 0,
          label: label(
            'Synchroniseren om de … minuten',
            'Synchroniser toutes les … minutes',
            'Sync every … minutes',
            'Alle … Minuten synchronisieren',
          ),
          admin: {
            description: label(
              '0 = alleen met de hand.',
              '0 = manuellement uniquement.',
              '0 = manual only.',
              '0 = nur manuell.',
            ),
          },
        },
        {
          name: 'pushLeads',
          type: 'checkbox',
          defaultValue: true,
          label: label(
            'Aanvragen naar het CRM sturen',
            'Envoyer les demandes au CRM',
            'Send leads to the CRM',
            'Anfragen an das CRM senden',
          ),
        },
      ],
    },
    ...credentialFields(),
    secretsField,
    // The run lease (one run per connection across servers) and the delta watermark: written by
    // the import only (src/lib/crm/lease.ts).
    { name: 'leaseUntil', type: 'date', hidden: true },
    { name: 'syncedUntil', type: 'date', hidden: true },
  ],
  hooks: { beforeChange: [encryptCredentials], afterRead: [maskCredentials] },
}
