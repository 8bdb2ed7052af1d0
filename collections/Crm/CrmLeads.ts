// Leads on their way to the CRM (docs/crm-import.md, "Leads back"): one row per submission about
// an imported property, written in the submission's transaction, sent once by the crm queue with
// retries; the submission shows its state. Staff read; only the site writes.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

import { crmGroup } from './CrmConnections'

export const CrmLeads: CollectionConfig = {
  slug: 'crm-leads',
  labels: {
    singular: label(
      'Aanvraag naar CRM',
      'Demande vers le CRM',
      'Lead to the CRM',
      'Anfrage ans CRM',
    ),
    plural: label(
      'Aanvragen naar CRM',
      'Demandes vers le CRM',
      'Leads to the CRM',
      'Anfragen ans CRM',
    ),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['submission', 'connection', 'status', 'sentAt', 'lastError'],
    group: crmGroup,
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `submission:{id}`: one lead per submission, whatever retries or second jobs do.
    { name: 'key', type: 'text', required: true, unique: true },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'submissions',
      required: true,
      index: true,
      label: label('Inzending', 'Envoi', 'Submission', 'Einsendung'),
    },
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'crm-connections',
      required: true,
      label: label('Koppeling', 'Connexion', 'Connection', 'Verbindung'),
    },
    { name: 'externalId', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      enumName: 'enum_crm_leads_lead_status',
      options: [
        option('queued', 'In de wachtrij', 'En attente', 'Queued', 'In der Warteschlange'),
        option('sent', 'Verzonden', 'Envoyée', 'Sent', 'Gesendet'),
        option('failed', 'Mislukt', 'Échouée', 'Failed', 'Fehlgeschlagen'),
      ],
      label: label('Status', 'Statut', 'Status', 'Status'),
    },
    {
      name: 'sentAt',
      type: 'date',
      label: label('Verzonden op', 'Envoyée le', 'Sent at', 'Gesendet am'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      label: label('Pogingen', 'Tentatives', 'Attempts', 'Versuche'),
    },
    {
      name: 'lastError',
      type: 'text',
      label: label('Laatste fout', 'Dernière erreur', 'Last error', 'Letzter Fehler'),
    },
    { name: 'lead', type: 'json', admin: { readOnly: true } },
  ],
}
