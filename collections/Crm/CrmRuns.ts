// The import's runs (docs/crm-import.md): counts and a field-level report. Staff read; only the
// import writes.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

import { crmGroup } from './CrmConnections'

const count = (name: string, nl: string, fr: string, en: string, de: string) => ({
  name,
  type: 'number' as const,
  defaultValue: 0,
  label: label(nl, fr, en, de),
})

export const CrmRuns: CollectionConfig = {
  slug: 'crm-runs',
  labels: {
    singular: label('CRM-synchronisatie', 'Synchronisation CRM', 'CRM run', 'CRM-Lauf'),
    plural: label('CRM-synchronisaties', 'Synchronisations CRM', 'CRM runs', 'CRM-Läufe'),
  },
  admin: {
    useAsTitle: 'startedAt',
    defaultColumns: ['connection', 'mode', 'full', 'status', 'startedAt', 'finishedAt'],
    group: crmGroup,
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startedAt',
  fields: [
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'crm-connections',
      required: true,
      index: true,
      label: label('Koppeling', 'Connexion', 'Connection', 'Verbindung'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mode',
          type: 'select',
          required: true,
          options: [
            option('dry-run', 'Proefrun', 'Essai à blanc', 'Dry run', 'Probelauf'),
            option('apply', 'Import', 'Import', 'Apply', 'Import'),
          ],
          label: label('Soort', 'Mode', 'Mode', 'Modus'),
        },
        {
          name: 'full',
          type: 'checkbox',
          defaultValue: false,
          label: label('Volledig', 'Complète', 'Full', 'Vollständig'),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          enumName: 'enum_crm_runs_run_status',
          options: [
            option('running', 'Bezig', 'En cours', 'Running', 'Läuft'),
            option('succeeded', 'Geslaagd', 'Réussie', 'Succeeded', 'Erfolgreich'),
            option('failed', 'Mislukt', 'Échouée', 'Failed', 'Fehlgeschlagen'),
            option('stopped', 'Gestopt', 'Arrêtée', 'Stopped', 'Angehalten'),
          ],
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startedAt',
          type: 'date',
          index: true,
          label: label('Begonnen', 'Début', 'Started', 'Begonnen'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'finishedAt',
          type: 'date',
          label: label('Beëindigd', 'Fin', 'Finished', 'Beendet'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'counts',
      type: 'group',
      label: label('Aantallen', 'Nombres', 'Counts', 'Anzahlen'),
      fields: [
        {
          type: 'row',
          fields: [
            count('created', 'Nieuw', 'Créés', 'Created', 'Neu'),
            count('updated', 'Gewijzigd', 'Modifiés', 'Updated', 'Geändert'),
            count('unchanged', 'Ongewijzigd', 'Inchangés', 'Unchanged', 'Unverändert'),
            count('withdrawn', 'Ingetrokken', 'Retirés', 'Withdrawn', 'Zurückgezogen'),
            count('failed', 'Mislukt', 'Échecs', 'Failed', 'Fehlgeschlagen'),
            count(
              'photosDownloaded',
              "Foto's gedownload",
              'Photos téléchargées',
              'Photos downloaded',
              'Fotos geladen',
            ),
          ],
        },
      ],
    },
    { name: 'message', type: 'textarea', label: label('Bericht', 'Message', 'Message', 'Meldung') },
    {
      name: 'report',
      type: 'json',
      label: label('Verslag', 'Rapport', 'Report', 'Bericht'),
      admin: {
        description: label(
          'Per listing: actie (create, update, unchanged, withdraw, fail) en de gewijzigde velden (voor → na).',
          'Par annonce : action (create, update, unchanged, withdraw, fail) et les champs modifiés (avant → après).',
          'Per listing: action (create, update, unchanged, withdraw, fail) and the changed fields (before → after).',
          'Je Objekt: Aktion (create, update, unchanged, withdraw, fail) und die geänderten Felder (vorher → nachher).',
        ),
      },
    },
  ],
}
