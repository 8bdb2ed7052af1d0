import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { staffRoles } from '@/access/roles'
import { label } from '@/fields/labels'
import { staffForgotPassword } from '@/lib/portal/passwordReset'
import { guardLogin, neutralLoginError } from '@/lib/auth/login'
import { authCookies } from '@/lib/securityHeaders'

/** The agency's staff: admins manage users and settings, editors manage content. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: label('Gebruiker', 'Utilisateur', 'User', 'Benutzer'),
    plural: label('Gebruikers', 'Utilisateurs', 'Users', 'Benutzer'),
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // An absolute link to the admin's reset page, whatever Host the request named.
    forgotPassword: staffForgotPassword,
    cookies: authCookies(),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: label('Beheer', 'Administration', 'Administration', 'Verwaltung'),
  },
  access: {
    // Only staff may enter the admin panel; owners (portal) never can.
    admin: ({ req }) => req.user?.collection === 'users' && Array.isArray(req.user.roles),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload's default lets any logged-in account unlock any staff account locked after too
    // many wrong passwords; only an administrator may.
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: label('Naam', 'Nom', 'Name', 'Name') },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: staffRoles.map((role) => ({
        value: role,
        label:
          role === 'admin'
            ? label('Beheerder', 'Administrateur', 'Administrator', 'Administrator')
            : label('Redacteur', 'Rédacteur', 'Editor', 'Redakteur'),
      })),
      access: { create: isAdminField, update: isAdminField },
      label: label('Rollen', 'Rôles', 'Roles', 'Rollen'),
    },
  ],
  hooks: {
    beforeOperation: [guardLogin],
    afterError: [neutralLoginError],
    beforeChange: [
      // The very first account (made through /admin's first-register screen) is an admin.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
      },
    ],
  },
}
