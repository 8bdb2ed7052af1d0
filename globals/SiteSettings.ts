import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { label } from '@/fields/labels'

/** Site-wide settings. The content issue adds languages, SEO, legal identity and parameters. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('Site-instellingen', 'Paramètres du site', 'Site settings', 'Website-Einstellungen'),
  admin: { group: label('Beheer', 'Administration', 'Administration', 'Verwaltung') },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'agencyName',
      type: 'text',
      required: true,
      defaultValue: 'Immo Demo',
      label: label('Naam van het kantoor', "Nom de l'agence", 'Agency name', 'Name des Büros'),
    },
  ],
}
