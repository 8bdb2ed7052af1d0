// Page views of properties and projects, one row per day, target and source (decisions.md 8):
// first-party and cookie-less, never a URL, address or user agent. Written only by
// POST /api/views and POST /api/appearances (src/lib/portal/views.ts, appearances.ts) through
// atomic increments; staff may read them. A property's appearances in search results of a day
// sit on its day's "direct" row (`appearances`), which has no source of its own: `count` stays
// the views alone.
import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'
import { viewSources } from '@/lib/portal/sources'

export const PropertyViews: CollectionConfig = {
  slug: 'property-views',
  labels: {
    singular: label('Weergaven per dag', 'Vues par jour', 'Views per day', 'Aufrufe pro Tag'),
    plural: label('Weergaven per dag', 'Vues par jour', 'Views per day', 'Aufrufe pro Tag'),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['day', 'property', 'project', 'source', 'count', 'appearances'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-day',
  fields: [
    {
      // day|target|source: one row per combination, unique so that two servers never make two.
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: label('Dag', 'Jour', 'Day', 'Tag'),
    },
    {
      name: 'property',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      label: label('Pand', 'Bien', 'Property', 'Immobilie'),
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      label: label('Project', 'Projet', 'Project', 'Projekt'),
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: [
        option('search', 'Zoekmachines', 'Moteurs de recherche', 'Search engines', 'Suchmaschinen'),
        option('social', 'Sociale media', 'Réseaux sociaux', 'Social media', 'Soziale Medien'),
        option('email', 'E-mail', 'E-mail', 'E-mail', 'E-Mail'),
        option(
          'portals',
          'Vastgoedportalen',
          'Portails immobiliers',
          'Property portals',
          'Immobilienportale',
        ),
        option('direct', 'Rechtstreeks', 'Direct', 'Direct', 'Direkt'),
      ].filter((entry) => (viewSources as readonly string[]).includes(entry.value)),
      label: label('Bron', 'Source', 'Source', 'Quelle'),
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Aantal', 'Nombre', 'Count', 'Anzahl'),
    },
    {
      // Times the property was in a list of search results that day (one per visitor and result
      // page per 30 minutes); only on the day's "direct" row of a property.
      name: 'appearances',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label(
        'In zoekresultaten',
        'Dans les résultats de recherche',
        'In search results',
        'In Suchergebnissen',
      ),
    },
  ],
}
