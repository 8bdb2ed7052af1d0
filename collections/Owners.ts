import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isAdminOrSelfOwner } from '@/access/isAdminOrSelfOwner'
import { isStaffOrSelfOwner } from '@/access/isStaffOrSelfOwner'
import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'
import { defaultLocale, localeNames, locales } from '@/i18n/locales'
import { guardOwnAccountChange } from '@/lib/portal/accountChanges'
import { inviteOwnerEndpoint } from '@/lib/portal/inviteEndpoint'
import { queueLoginNotice } from '@/lib/portal/loginNotice'
import { ownerForgotPassword } from '@/lib/portal/passwordReset'
import { guardLogin, neutralLoginError } from '@/lib/auth/login'
import { authCookies } from '@/lib/securityHeaders'

/**
 * Property owners: they log in to the owner portal (a later issue) with their username or
 * e-mail, never to the admin panel. An owner reads and changes only their own account — not its
 * e-mail or username, nor its password without the current one (src/lib/portal/accountChanges.ts);
 * staff read every account; only admins create, change or delete others.
 */
export const Owners: CollectionConfig = {
  slug: 'owners',
  labels: {
    singular: label('Eigenaar', 'Propriétaire', 'Owner', 'Eigentümer'),
    plural: label('Eigenaars', 'Propriétaires', 'Owners', 'Eigentümer'),
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false },
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // A link to the portal's new-password page in the owner's language (never the admin's).
    forgotPassword: ownerForgotPassword,
    cookies: authCookies(),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'username', 'email', 'phone'],
    group: label('Beheer', 'Administration', 'Administration', 'Verwaltung'),
    components: {
      edit: { beforeDocumentControls: ['@/components/admin/InviteOwnerButton#InviteOwnerButton'] },
    },
  },
  endpoints: [inviteOwnerEndpoint],
  access: {
    admin: nobody,
    create: isAdmin,
    read: isStaffOrSelfOwner,
    update: isAdminOrSelfOwner,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [guardLogin, guardOwnAccountChange],
    afterError: [neutralLoginError],
    afterLogin: [queueLoginNotice],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      label: label('Naam', 'Nom', 'Name', 'Name'),
    },
    {
      // The owner's language: the portal's mails (login notice, reset link) are written in it.
      name: 'locale',
      type: 'select',
      defaultValue: defaultLocale,
      options: locales.map((code) => ({ value: code, label: localeNames[code] })),
      label: label('Taal', 'Langue', 'Language', 'Sprache'),
    },
    {
      name: 'phone',
      type: 'text',
      label: label('Telefoon', 'Téléphone', 'Phone', 'Telefon'),
    },
    {
      name: 'properties',
      type: 'join',
      collection: 'properties',
      on: 'owners',
      label: label('Panden', 'Biens', 'Properties', 'Immobilien'),
    },
  ],
}
