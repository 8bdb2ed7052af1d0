// The friendly-URL table (spec §2 "Path table", docs/public-urls.md). Entries of articles, Q&A,
// properties and projects are written by the maintainRoutes hooks; static pages and thank-you
// pages are entered by hand. A document is a RouteEntry of src/lib/domain/routes.ts.
import type { CollectionBeforeValidateHook, CollectionConfig, Field, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { normalizePath, type RouteType } from '@/lib/domain'

const routeTypes: { value: RouteType; label: AdminLabel }[] = [
  { value: 'page', label: label('Pagina', 'Page', 'Page', 'Seite') },
  { value: 'article', label: label('Artikel', 'Article', 'Article', 'Artikel') },
  { value: 'category', label: label('Categorie', 'Catégorie', 'Category', 'Kategorie') },
  {
    value: 'feedback',
    label: label('Bedankpagina', 'Page de remerciement', 'Thank-you page', 'Dankesseite'),
  },
  { value: 'login', label: label('Aanmelden', 'Connexion', 'Login', 'Anmeldung') },
]

const languageLabels: Record<Locale, AdminLabel> = {
  nl: label('Nederlands', 'Néerlandais', 'Dutch', 'Niederländisch'),
  fr: label('Frans', 'Français', 'French', 'Französisch'),
  en: label('Engels', 'Anglais', 'English', 'Englisch'),
  de: label('Duits', 'Allemand', 'German', 'Deutsch'),
}

export const languageOptions = locales.map((code) => ({ value: code, label: languageLabels[code] }))

const prefixMessage = label(
  'Een publiek pad begint met zijn taal, bv. /nl/… voor het Nederlands.',
  'Un chemin public commence par sa langue, p. ex. /fr/… pour le français.',
  'A public path starts with its language, e.g. /en/… for English.',
  'Ein öffentlicher Pfad beginnt mit seiner Sprache, z. B. /de/… für Deutsch.',
)

const publicPathField = (locale: Locale): Field => ({
  name: locale,
  type: 'text',
  index: true,
  // Dutch is the source language: every entry has a Dutch path (and a Route is then a RouteEntry).
  required: locale === defaultLocale,
  label: languageLabels[locale],
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    if (!value) return locale === defaultLocale ? req.t('validation:required') : true
    return normalizePath(String(value)).startsWith(`/${locale}/`)
      ? true
      : inLanguage(prefixMessage, req)
  },
})

const normalizeOptional = (value: unknown) =>
  typeof value === 'string' && value.trim() ? normalizePath(value) : value

/** Paths are stored as the lookups compare them: leading and trailing slash, no query. */
const normalizePaths: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const publicPaths = data.publicPaths as Record<string, unknown> | undefined
  return {
    ...data,
    ...(typeof data.originalPath === 'string'
      ? { originalPath: normalizePath(data.originalPath) }
      : {}),
    ...(publicPaths
      ? {
          publicPaths: Object.fromEntries(
            Object.entries(publicPaths).map(([key, value]) => [key, normalizeOptional(value)]),
          ),
        }
      : {}),
    ...(Array.isArray(data.redirectFrom)
      ? {
          redirectFrom: data.redirectFrom.map((row: Record<string, unknown>) => ({
            ...row,
            path: normalizeOptional(row.path),
          })),
        }
      : {}),
  }
}

export const Routes: CollectionConfig = {
  slug: 'routes',
  labels: {
    singular: label('Route', 'Route', 'Route', 'Route'),
    plural: label('Routes', 'Routes', 'Routes', 'Routen'),
  },
  admin: {
    useAsTitle: 'originalPath',
    defaultColumns: ['originalPath', 'type', 'publicPaths.nl', 'managed', 'updatedAt'],
    listSearchableFields: [
      'originalPath',
      'publicPaths.nl',
      'publicPaths.fr',
      'publicPaths.en',
      'publicPaths.de',
    ],
    group: label('Website', 'Site web', 'Website', 'Website'),
    description: label(
      'De tabel van vriendelijke URL’s. Routes van artikels, vragen, panden en projecten worden automatisch bijgehouden.',
      'La table des URL conviviales. Les routes des articles, questions, biens et projets sont tenues à jour automatiquement.',
      'The table of friendly URLs. Routes of articles, questions, properties and projects are maintained automatically.',
      'Die Tabelle der sprechenden URLs. Routen von Artikeln, Fragen, Immobilien und Projekten werden automatisch gepflegt.',
    ),
  },
  access: {
    // The table holds only paths of published content: the site and the proxy read it publicly.
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: 'originalPath',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'originalPath',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: label('Intern pad', 'Chemin interne', 'Original path', 'Interner Pfad'),
          admin: {
            description: label(
              'Bv. /for-sale/ of /property/12/',
              'P. ex. /for-sale/ ou /property/12/',
              'E.g. /for-sale/ or /property/12/',
              'Z. B. /for-sale/ oder /property/12/',
            ),
          },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'page',
          options: routeTypes,
          label: label('Soort', 'Type', 'Type', 'Art'),
        },
      ],
    },
    {
      name: 'publicPaths',
      type: 'group',
      label: label(
        'Publiek pad per taal',
        'Chemin public par langue',
        'Public path per language',
        'Öffentlicher Pfad je Sprache',
      ),
      // No row around these: Payload cannot query `publicPaths.nl` through a row inside a group.
      fields: locales.map(publicPathField),
    },
    {
      name: 'breadcrumbs',
      type: 'array',
      label: label('Kruimelpad', "Fil d'Ariane", 'Breadcrumb', 'Brotkrumen'),
      labels: {
        singular: label('Kruimel', 'Élément', 'Crumb', 'Element'),
        plural: label('Kruimels', 'Éléments', 'Crumbs', 'Elemente'),
      },
      fields: [
        {
          name: 'name',
          type: 'group',
          label: label('Naam per taal', 'Nom par langue', 'Name per language', 'Name je Sprache'),
          fields: [
            {
              type: 'row',
              fields: locales.map((code) => ({
                name: code,
                type: 'text' as const,
                required: code === defaultLocale,
                label: languageLabels[code],
              })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'public',
              type: 'checkbox',
              defaultValue: true,
              label: label('Publiek', 'Public', 'Public', 'Öffentlich'),
            },
            {
              name: 'parentPath',
              type: 'text',
              label: label(
                'Linkt naar (pad)',
                'Lien vers (chemin)',
                'Links to (path)',
                'Verweist auf (Pfad)',
              ),
            },
          ],
        },
      ],
    },
    {
      name: 'externalLink',
      type: 'text',
      label: label('Externe link', 'Lien externe', 'External link', 'Externer Link'),
      admin: {
        description: label(
          'Voor een project met een eigen website.',
          'Pour un projet qui a son propre site.',
          'For a project with a website of its own.',
          'Für ein Projekt mit eigener Website.',
        ),
      },
    },
    {
      name: 'redirectFrom',
      type: 'array',
      label: label(
        'Oude paden (doorverwijzing)',
        'Anciens chemins (redirection)',
        'Old paths (redirects)',
        'Alte Pfade (Weiterleitung)',
      ),
      labels: {
        singular: label('Oud pad', 'Ancien chemin', 'Old path', 'Alter Pfad'),
        plural: label('Oude paden', 'Anciens chemins', 'Old paths', 'Alte Pfade'),
      },
      admin: {
        description: label(
          'Deze paden verwijzen permanent door naar het huidige pad in hun taal.',
          'Ces chemins redirigent de façon permanente vers le chemin actuel dans leur langue.',
          'These paths redirect permanently to the current path in their language.',
          'Diese Pfade leiten dauerhaft auf den aktuellen Pfad ihrer Sprache weiter.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'path',
              type: 'text',
              required: true,
              index: true,
              label: label('Pad', 'Chemin', 'Path', 'Pfad'),
            },
            {
              name: 'locale',
              type: 'select',
              options: languageOptions,
              label: label('Taal', 'Langue', 'Language', 'Sprache'),
            },
          ],
        },
      ],
    },
    {
      name: 'managed',
      type: 'checkbox',
      defaultValue: false,
      label: label(
        'Automatisch bijgehouden',
        'Tenu à jour automatiquement',
        'Maintained automatically',
        'Automatisch gepflegt',
      ),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label(
          'Wordt overschreven wanneer de inhoud opnieuw gepubliceerd wordt.',
          'Sera remplacé à la prochaine publication du contenu.',
          'Overwritten when the content is published again.',
          'Wird bei der nächsten Veröffentlichung des Inhalts überschrieben.',
        ),
      },
    },
  ],
  hooks: { beforeValidate: [normalizePaths] },
}
