// The inbox of leads: every form submission, stored before any mail is attempted
// (docs/forms-api.md). Created only by the forms endpoint; staff work from the admin list.
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { locales } from '@/i18n/locales'
import { formKinds } from '@/lib/site/formKinds'

import { exportSubmissionsCsv } from './exportCsv'
import { statusLabels, submissionStatuses } from './labels'

export { submissionStatuses } from './labels'

/** The form kinds' names in the admin (also the group labels of the form-texts global). */
export const kindLabels: Record<(typeof formKinds)[number], ReturnType<typeof label>> = {
  contact: label('Contact', 'Contact', 'Contact', 'Kontakt'),
  'visit-request': label('Bezoekaanvraag', 'Demande de visite', 'Visit request', 'Besichtigung'),
  appointment: label('Afspraak', 'Rendez-vous', 'Appointment', 'Termin'),
  valuation: label('Waardebepaling', 'Estimation', 'Valuation', 'Bewertung'),
  'send-to-friend': label('Naar vriend', 'Envoi à un ami', 'Send to friend', 'An Freund'),
  testimonial: label('Getuigenis', 'Témoignage', 'Testimonial', 'Erfahrungsbericht'),
  'document-request': label('Documenten', 'Documents', 'Documents', 'Unterlagen'),
  'demand-register': label('Zoekopdracht', 'Recherche', 'Saved search', 'Suchauftrag'),
  offer: label('Bod', 'Offre', 'Offer', 'Angebot'),
  'rent-application': label(
    'Huuraanvraag',
    'Candidature location',
    'Rent application',
    'Mietbewerbung',
  ),
  job: label('Sollicitatie', 'Candidature', 'Job application', 'Bewerbung'),
  brochure: label('Brochure', 'Brochure', 'Brochure', 'Broschüre'),
  'call-me': label('Terugbellen', 'Rappel', 'Call me', 'Rückruf'),
  newsletter: label('Nieuwsbrief', 'Newsletter', 'Newsletter', 'Newsletter'),
}

export const Submissions: CollectionConfig = {
  slug: 'submissions',
  labels: {
    singular: label('Aanvraag', 'Demande', 'Submission', 'Anfrage'),
    plural: label('Aanvragen', 'Demandes', 'Submissions', 'Anfragen'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'kind',
      'property',
      'project',
      'email',
      'phone',
      'locale',
      'status',
      'createdAt',
    ],
    listSearchableFields: ['name', 'email', 'phone'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
    description: label(
      'Alle aanvragen van de website. Filter op formulier en status; de knop exporteert de selectie als CSV.',
      'Toutes les demandes du site. Filtrez par formulaire et statut ; le bouton exporte la sélection en CSV.',
      'Every lead from the site. Filter by form and status; the button exports the selection as CSV.',
      'Alle Anfragen der Website. Nach Formular und Status filtern; die Schaltfläche exportiert die Auswahl als CSV.',
    ),
    components: {
      beforeListTable: ['@/components/admin/ExportSubmissionsLink#ExportSubmissionsLink'],
    },
  },
  access: {
    // Only the forms endpoint stores submissions (local API); REST create is refused.
    create: () => false,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissionsCsv }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: formKinds.map((value) => ({ value, label: kindLabels[value] })),
          label: label('Formulier', 'Formulaire', 'Form', 'Formular'),
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: submissionStatuses.map((value) => ({ value, label: statusLabels[value] })),
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          label: label('Naam', 'Nom', 'Name', 'Name'),
          admin: { readOnly: true },
        },
        {
          name: 'email',
          type: 'text',
          index: true,
          label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
          admin: { readOnly: true },
        },
        {
          name: 'phone',
          type: 'text',
          label: label('Telefoon', 'Téléphone', 'Phone', 'Telefon'),
          admin: { readOnly: true },
        },
        {
          name: 'locale',
          type: 'select',
          options: locales.map((code) => ({ value: code, label: code.toUpperCase() })),
          label: label('Taal', 'Langue', 'Language', 'Sprache'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'property',
          type: 'relationship',
          relationTo: 'properties',
          index: true,
          label: label('Pand', 'Bien', 'Property', 'Immobilie'),
          admin: { readOnly: true },
        },
        {
          name: 'project',
          type: 'relationship',
          relationTo: 'projects',
          label: label('Project', 'Projet', 'Project', 'Projekt'),
          admin: { readOnly: true },
        },
        {
          name: 'appointmentSlot',
          type: 'relationship',
          relationTo: 'appointment-slots',
          label: label('Afspraakmoment', 'Créneau', 'Appointment slot', 'Terminfenster'),
          admin: { readOnly: true, condition: (data) => data?.kind === 'appointment' },
        },
      ],
    },
    {
      // The lead sent to the listing's CRM, if the property came from one: sent at …, or failed
      // with the reason (docs/crm-import.md).
      name: 'crmLead',
      type: 'join',
      collection: 'crm-leads',
      on: 'submission',
      label: label('Naar het CRM', 'Vers le CRM', 'To the CRM', 'An das CRM'),
      admin: { defaultColumns: ['status', 'sentAt', 'attempts', 'lastError'] },
    },
    {
      name: 'content',
      type: 'json',
      required: true,
      label: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
      admin: {
        readOnly: true,
        // Labelled values rendered on the server instead of Payload's JSON editor (Monaco from
        // a CDN, raw JSON); the list column the same, on one line.
        components: {
          Field: '@/components/admin/SubmissionContent#SubmissionContent',
          Cell: '@/components/admin/SubmissionContent#SubmissionContentCell',
        },
        disableListFilter: true,
      },
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'submission-files',
      hasMany: true,
      label: label('Bijlagen', 'Pièces jointes', 'Attachments', 'Anhänge'),
      admin: { readOnly: true },
    },
    {
      name: 'notes',
      type: 'textarea',
      label: label('Interne notities', 'Notes internes', 'Internal notes', 'Interne Notizen'),
    },
    {
      name: 'handledAt',
      type: 'date',
      index: true,
      label: label('Afgehandeld op', 'Traité le', 'Handled at', 'Erledigt am'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [
      // The retention job counts from the moment a lead was handled.
      ({ data, originalDoc }) => {
        if (data.status === 'handled' && originalDoc?.status !== 'handled') {
          return { ...data, handledAt: new Date().toISOString() }
        }
        if (data.status && data.status !== 'handled') return { ...data, handledAt: null }
        return data
      },
    ],
  },
}

export { MailOutbox } from './MailOutbox'
