// The header and footer menus. Link texts are localized: each language shows its own words.
import type { ArrayField, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label, type AdminLabel } from '@/fields/labels'

import { linkField } from '../blocks/fields/link'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/lib/revalidate'

const menu = (name: string, title: AdminLabel, maxRows: number): ArrayField => ({
  name,
  type: 'array',
  maxRows,
  label: title,
  labels: {
    singular: label('Menu-item', 'Élément de menu', 'Menu item', 'Menüpunkt'),
    plural: label('Menu-items', 'Éléments de menu', 'Menu items', 'Menüpunkte'),
  },
  fields: [linkField()],
})

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: label('Navigatie', 'Navigation', 'Navigation', 'Navigation'),
  admin: { group: label('Website', 'Site web', 'Website', 'Website') },
  access: { read: anyone, update: isStaff },
  fields: [
    menu('header', label('Hoofdmenu', 'Menu principal', 'Header menu', 'Hauptmenü'), 10),
    menu(
      'footer',
      label('Voettekstmenu', 'Menu de pied de page', 'Footer menu', 'Fußzeilenmenü'),
      20,
    ),
  ],
  hooks: { afterChange: [revalidateGlobal([cacheTags.navigation])] },
}
