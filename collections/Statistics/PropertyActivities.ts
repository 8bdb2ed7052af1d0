// What the agency did and heard about a property, for the owner portal's history: viewings with
// the agent's feedback, calls and meetings, offers, price changes, adverts. Staff write them in
// the admin; owners read the ones marked for them, and only through the portal
// (src/lib/portal/stats.ts), never through this collection's REST API.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { inLanguage, label } from '@/fields/labels'
import { option } from '@/fields/options'
import {
  activityGroups,
  activityStatuses,
  activityTypes,
  holdsContactDetails,
} from '@/lib/portal/activities'

const noContactDetails = label(
  'Geen e-mailadres of telefoonnummer: de eigenaar leest dit.',
  'Pas d’adresse e-mail ni de numéro de téléphone : le propriétaire le lit.',
  'No e-mail address or phone number: the owner reads this.',
  'Keine E-Mail-Adresse oder Telefonnummer: der Eigentümer liest dies.',
)

const groupOptions = [
  option('visits', 'Bezoeken', 'Visites', 'Visits', 'Besichtigungen'),
  option('communications', 'Communicatie', 'Communications', 'Communications', 'Kommunikation'),
  option('onlineMedia', 'Online media', 'Médias en ligne', 'Online media', 'Online-Medien'),
  option('appearances', 'Verschijningen', 'Apparitions', 'Appearances', 'Erscheinungen'),
]

const typeOptions = [
  option('viewing', 'Bezichtiging', 'Visite', 'Viewing', 'Besichtigung'),
  option('openHouse', 'Opendeur', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
  option('call', 'Telefoongesprek', 'Appel', 'Phone call', 'Telefonat'),
  option('email', 'E-mail', 'E-mail', 'E-mail', 'E-Mail'),
  option('meeting', 'Gesprek', 'Rendez-vous', 'Meeting', 'Gespräch'),
  option('documents', 'Documenten', 'Documents', 'Documents', 'Unterlagen'),
  option('offer', 'Bod', 'Offre', 'Offer', 'Angebot'),
  option('published', 'Gepubliceerd', 'Publié', 'Published', 'Veröffentlicht'),
  option('priceChange', 'Prijswijziging', 'Changement de prix', 'Price change', 'Preisänderung'),
  option('statusChange', 'Statuswijziging', 'Changement de statut', 'Status change', 'Statusänderung'),
  option('portal', 'Vastgoedportaal', 'Portail immobilier', 'Property portal', 'Immobilienportal'),
  option('socialPost', 'Bericht op sociale media', 'Publication sur les réseaux sociaux', 'Social media post', 'Beitrag in sozialen Medien'),
  option('newsletter', 'Nieuwsbrief', 'Newsletter', 'Newsletter', 'Newsletter'),
  option('advert', 'Advertentie', 'Annonce', 'Advertisement', 'Anzeige'),
  option('other', 'Andere', 'Autre', 'Other', 'Sonstiges'),
] // prettier-ignore

const statusOptions = [
  option('planned', 'Gepland', 'Prévu', 'Planned', 'Geplant'),
  option('done', 'Uitgevoerd', 'Effectué', 'Done', 'Erledigt'),
  option('cancelled', 'Geannuleerd', 'Annulé', 'Cancelled', 'Abgesagt'),
  option('positive', 'Positief', 'Positif', 'Positive', 'Positiv'),
  option('neutral', 'Neutraal', 'Neutre', 'Neutral', 'Neutral'),
  option('negative', 'Negatief', 'Négatif', 'Negative', 'Negativ'),
  option('accepted', 'Aanvaard', 'Accepté', 'Accepted', 'Angenommen'),
  option('refused', 'Geweigerd', 'Refusé', 'Refused', 'Abgelehnt'),
]

const only = <T extends { value: string }>(options: T[], values: readonly string[]) =>
  options.filter((entry) => values.includes(entry.value))

export const PropertyActivities: CollectionConfig = {
  slug: 'property-activities',
  labels: {
    singular: label('Activiteit', 'Activité', 'Activity', 'Aktivität'),
    plural: label(
      'Activiteiten (eigenaarsportaal)',
      'Activités (portail propriétaires)',
      'Activities (owner portal)',
      'Aktivitäten (Eigentümerportal)',
    ),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['date', 'property', 'group', 'type', 'contactPerson', 'status'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
    description: label(
      'Bezichtigingen met feedback, gesprekken, biedingen en publicaties per pand. De eigenaar ziet ze in het eigenaarsportaal wanneer "zichtbaar voor de eigenaar" aan staat. Aanvragen via de website verschijnen er vanzelf; voer ze niet opnieuw in.',
      'Visites avec retour, entretiens, offres et publications par bien. Le propriétaire les voit dans son portail lorsque « visible pour le propriétaire » est coché. Les demandes du site y apparaissent d’elles-mêmes ; ne les saisissez pas à nouveau.',
      'Viewings with feedback, conversations, offers and publications per property. The owner sees them in the owner portal when "visible to the owner" is on. Requests from the website appear there by themselves; do not enter them again.',
      'Besichtigungen mit Rückmeldung, Gespräche, Angebote und Veröffentlichungen pro Immobilie. Der Eigentümer sieht sie im Portal, wenn „für den Eigentümer sichtbar“ aktiv ist. Anfragen über die Website erscheinen dort von selbst; nicht erneut erfassen.',
    ),
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-date',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'property',
          type: 'relationship',
          relationTo: 'properties',
          required: true,
          index: true,
          label: label('Pand', 'Bien', 'Property', 'Immobilie'),
        },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          label: label('Datum', 'Date', 'Date', 'Datum'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          type: 'select',
          required: true,
          defaultValue: 'visits',
          options: only(groupOptions, activityGroups),
          label: label('Groep', 'Groupe', 'Group', 'Gruppe'),
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'viewing',
          options: only(typeOptions, activityTypes),
          label: label('Soort', 'Type', 'Type', 'Art'),
        },
        {
          name: 'status',
          type: 'select',
          // PostgreSQL: keep the enum apart from other collections' `status`.
          enumName: 'enum_property_activities_state',
          options: only(statusOptions, activityStatuses),
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
      ],
    },
    {
      name: 'contactPerson',
      type: 'text',
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        holdsContactDetails(value) ? inLanguage(noContactDetails, req) : true,
      label: label('Contactpersoon', 'Personne de contact', 'Contact person', 'Kontaktperson'),
      admin: {
        description: label(
          'Voornaam en initiaal (bijv. "Sofie D."); nooit een e-mailadres of telefoonnummer.',
          'Prénom et initiale (p. ex. « Sofie D. ») ; jamais d’adresse e-mail ni de téléphone.',
          'First name and initial (e.g. "Sofie D."); never an e-mail address or phone number.',
          'Vorname und Initial (z. B. „Sofie D.“); nie E-Mail-Adresse oder Telefonnummer.',
        ),
      },
    },
    {
      name: 'subject',
      type: 'text',
      label: label('Onderwerp', 'Objet', 'Subject', 'Betreff'),
    },
    {
      name: 'comment',
      type: 'textarea',
      label: label(
        'Opmerking / feedback',
        'Commentaire / retour',
        'Comment / feedback',
        'Kommentar / Rückmeldung',
      ),
    },
    {
      name: 'visibleToOwner',
      type: 'checkbox',
      defaultValue: true,
      label: label(
        'Zichtbaar voor de eigenaar',
        'Visible pour le propriétaire',
        'Visible to the owner',
        'Für den Eigentümer sichtbar',
      ),
    },
  ],
}
