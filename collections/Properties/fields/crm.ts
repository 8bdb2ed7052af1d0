// Ownership of imported properties (docs/crm-import.md): the `crm` group says which CRM listing a
// property comes from; while it is attached, the fields the CRM manages are read-only in the
// admin and ignored in API updates (field access `update`), and the next run keeps the CRM's
// value. Site-only fields (SEO, highlight, blocks…) stay editable. Staff detach a property by
// ticking `crm.detached`: the CRM no longer touches it.
import type { Field, FieldAccess, Tab } from 'payload'

import { isStaffField } from '@/access/isStaffField'
import { label } from '@/fields/labels'
import { CRM_MANAGED_FIELDS } from '@/lib/crm/ownership'

type CrmState = { crm?: { externalId?: string | null; detached?: boolean | null } | null }

export const isAttached = (doc: unknown): boolean => {
  const crm = (doc as CrmState | undefined)?.crm
  return Boolean(crm?.externalId) && !crm?.detached
}

/** Editable unless the property is attached to a CRM listing (trusted server code overrides). */
const unlessAttached: FieldAccess = ({ doc }) => !isAttached(doc)

const systemOnly: FieldAccess = () => false

export const crmField: Field = {
  name: 'crm',
  type: 'group',
  label: label('CRM', 'CRM', 'CRM', 'CRM'),
  access: { read: isStaffField },
  admin: {
    position: 'sidebar',
    condition: (data) => Boolean(data?.crm?.externalId),
    description: label(
      'Geïmporteerd uit het CRM: de velden die het CRM beheert zijn alleen-lezen ("beheerd door het CRM"). Ontkoppel om ze hier te bewerken; het CRM raakt het pand dan niet meer aan.',
      'Importé du CRM : les champs gérés par le CRM sont en lecture seule (« géré par le CRM »). Détachez pour les modifier ici ; le CRM ne touche alors plus au bien.',
      'Imported from the CRM: the fields the CRM manages are read-only ("managed by the CRM"). Detach to edit them here; the CRM then no longer touches the property.',
      'Aus dem CRM importiert: Die vom CRM verwalteten Felder sind schreibgeschützt („vom CRM verwaltet“). Trennen Sie, um sie hier zu bearbeiten; das CRM ändert die Immobilie dann nicht mehr.',
    ),
  },
  fields: [
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'crm-connections',
      index: true,
      access: { create: systemOnly, update: systemOnly },
      label: label('Koppeling', 'Connexion', 'Connection', 'Verbindung'),
      admin: { readOnly: true },
    },
    {
      name: 'externalId',
      type: 'text',
      index: true,
      access: { create: systemOnly, update: systemOnly },
      label: label('Extern id', 'Id externe', 'External id', 'Externe ID'),
      admin: { readOnly: true },
    },
    {
      name: 'externalRef',
      type: 'text',
      access: { create: systemOnly, update: systemOnly },
      label: label('CRM-referentie', 'Référence CRM', 'CRM reference', 'CRM-Referenz'),
      admin: { readOnly: true },
    },
    {
      name: 'lastSyncedAt',
      type: 'date',
      access: { create: systemOnly, update: systemOnly },
      label: label(
        'Laatst gesynchroniseerd',
        'Dernière synchro',
        'Last synced',
        'Zuletzt synchronisiert',
      ),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'detached',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        'Ontkoppeld van het CRM',
        'Détaché du CRM',
        'Detached from the CRM',
        'Vom CRM getrennt',
      ),
    },
  ],
}

/** The field, with update access `unlessAttached` when the CRM manages it. */
const lockField = (field: Field, prefix: string): Field => {
  if ('name' in field && field.name) {
    const path = prefix + field.name
    if (CRM_MANAGED_FIELDS.includes(path) && field.type !== 'ui')
      return { ...field, access: { ...field.access, update: unlessAttached } } as Field
    if (field.type === 'group')
      return { ...field, fields: field.fields.map((f) => lockField(f, `${path}.`)) }
    return field
  }
  if (field.type === 'row' || field.type === 'collapsible')
    return { ...field, fields: field.fields.map((f) => lockField(f, prefix)) }
  return field
}

/** The tabs with every CRM-managed field locked while the property is attached. */
export const lockCrmManagedFields = (tabs: Tab[]): Tab[] =>
  tabs.map((tab) => ({ ...tab, fields: tab.fields.map((field) => lockField(field, '')) }))
