// The sync state per (connection, external id) (docs/crm-import.md): which property a CRM listing
// became, the hash of its last imported record (equal hash: nothing to write), its state, and the
// photos already downloaded. Staff read; only the import writes.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

import { crmGroup } from './CrmConnections'

export const CrmListings: CollectionConfig = {
  slug: 'crm-listings',
  labels: {
    singular: label('CRM-listing', 'Annonce CRM', 'CRM listing', 'CRM-Objekt'),
    plural: label('CRM-listings', 'Annonces CRM', 'CRM listings', 'CRM-Objekte'),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['externalRef', 'externalId', 'connection', 'state', 'property', 'updatedAt'],
    group: crmGroup,
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    // `{connection}:{externalId}`: the unique index keeps one row per listing on any database.
    { name: 'key', type: 'text', required: true, unique: true },
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'crm-connections',
      required: true,
      index: true,
      label: label('Koppeling', 'Connexion', 'Connection', 'Verbindung'),
    },
    {
      name: 'externalId',
      type: 'text',
      required: true,
      label: label('Extern id', 'Id externe', 'External id', 'Externe ID'),
    },
    {
      name: 'externalRef',
      type: 'text',
      label: label('Referentie', 'Référence', 'Reference', 'Referenz'),
    },
    {
      name: 'property',
      type: 'relationship',
      relationTo: 'properties',
      label: label('Pand', 'Bien', 'Property', 'Immobilie'),
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'active',
      enumName: 'enum_crm_listings_sync_state',
      options: [
        option('active', 'Gekoppeld', 'Liée', 'Active', 'Aktiv'),
        option('withdrawn', 'Ingetrokken', 'Retirée', 'Withdrawn', 'Zurückgezogen'),
      ],
      label: label('Toestand', 'État', 'State', 'Zustand'),
    },
    { name: 'hash', type: 'text', admin: { readOnly: true } },
    // The last imported record: the "before" of the next run's field report.
    { name: 'record', type: 'json', admin: { readOnly: true } },
    // [{ externalId, media }] in the CRM's order: a photo downloaded once is never fetched again.
    { name: 'photos', type: 'json', admin: { readOnly: true } },
  ],
}
