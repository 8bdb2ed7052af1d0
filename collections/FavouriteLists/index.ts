// Favourites kept across devices (issue 15, docs/decisions/0028): a visitor's confirmed e-mail
// address with the ids of their favourite properties. Created only by POST /api/favourites/sync/
// (pending until the link in its mail is opened on a device); the visitor reaches it only through
// the random token of that link, which the favourites page keeps in localStorage. Staff read it
// (leads group); nobody creates or edits it over REST; admins delete it.
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label, type AdminLabel } from '@/fields/labels'
import { originField, secretTokenField } from '@/fields/subscription'
import { locales } from '@/i18n/locales'
import { favouriteListStatuses } from '@/lib/favourites/statuses'

const statusLabels: Record<(typeof favouriteListStatuses)[number], AdminLabel> = {
  pending: label('Wacht op bevestiging', 'En attente', 'Pending', 'Ausstehend'),
  active: label('Actief', 'Active', 'Active', 'Aktiv'),
  stopped: label('Gestopt', 'Arrêtée', 'Stopped', 'Beendet'),
}

export const FavouriteLists: CollectionConfig = {
  slug: 'favourite-lists',
  labels: {
    singular: label('Favorietenlijst', 'Liste de favoris', 'Favourites list', 'Favoritenliste'),
    plural: label('Favorietenlijsten', 'Listes de favoris', 'Favourites lists', 'Favoritenlisten'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'alerts', 'locale', 'updatedAt'],
    listSearchableFields: ['email'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
    description: label(
      'Bezoekers die hun favorieten op al hun toestellen bewaren en een mail krijgen bij een prijsdaling, verkoop of verhuur.',
      'Visiteurs qui gardent leurs favoris sur tous leurs appareils et sont avertis d’une baisse de prix, d’une vente ou d’une location.',
      'Visitors who keep their favourites on all their devices and are mailed on a price drop, a sale or a rental.',
      'Besucher, die ihre Favoriten auf allen Geräten behalten und bei Preissenkung, Verkauf oder Vermietung benachrichtigt werden.',
    ),
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  defaultSort: '-updatedAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          enumName: 'enum_favourite_lists_state',
          options: favouriteListStatuses.map((value) => ({ value, label: statusLabels[value] })),
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
        {
          name: 'locale',
          type: 'select',
          required: true,
          defaultValue: 'nl',
          options: locales.map((code) => ({ value: code, label: code.toUpperCase() })),
          label: label('Taal', 'Langue', 'Language', 'Sprache'),
        },
        {
          // Off after the mails' one-click unsubscribe: the list still follows the visitor.
          name: 'alerts',
          type: 'checkbox',
          defaultValue: true,
          index: true,
          label: label(
            'Meldingen per mail',
            'Alertes par e-mail',
            'Mail alerts',
            'E-Mail-Hinweise',
          ),
        },
      ],
    },
    {
      // Newest first, as in the browser (src/lib/favourites/store.ts); at most 100.
      name: 'properties',
      type: 'relationship',
      relationTo: 'properties',
      hasMany: true,
      maxRows: 100,
      index: true,
      label: label('Favorieten', 'Favoris', 'Favourites', 'Favoriten'),
    },
    secretTokenField(),
    originField(),
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          admin: { readOnly: true },
          label: label('Bevestigd op', 'Confirmé le', 'Confirmed at', 'Bestätigt am'),
        },
        {
          name: 'syncedAt',
          type: 'date',
          admin: { readOnly: true },
          label: label(
            'Laatst gesynchroniseerd',
            'Dernière synchronisation',
            'Last synced',
            'Zuletzt synchronisiert',
          ),
        },
        {
          name: 'stoppedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true },
          label: label('Gestopt op', 'Arrêtée le', 'Stopped at', 'Beendet am'),
        },
      ],
    },
  ],
}
