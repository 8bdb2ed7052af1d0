// Wiring only: database from the environment, collections, localization, admin.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { Users } from './collections/Users'
import { globals } from './globals'
import { jobs } from './src/jobs'
import { defaultLocale, localeNames, locales } from './src/i18n/locales'
import { restrictInternalCollections } from './src/access/internalCollections'
import { databaseAdapter } from './src/lib/db/database'
import { payloadSecret } from './src/lib/env'
import { guardRestInput } from './src/lib/restInput'
import { nodemailerAdapter } from './src/lib/mail/adapter'
import { applyMigrations } from './src/lib/db/migrations'
import { configuredOrigin, warnIfNoServerUrl } from './src/lib/origin'
import { webhookEndpoint } from './src/lib/crm/webhook'

// import.meta.dirname is undefined once Next has bundled this file.
const dirname = path.dirname(fileURLToPath(import.meta.url))

const config = buildConfig({
  // Unset, Payload's own links (password reset) follow the request's host, like the site's.
  serverURL: configuredOrigin() ?? undefined,
  secret: payloadSecret(),
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  collections,
  globals,
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    // Visitors get the Dutch text where a translation is missing; editors see the gap in the
    // `untranslated` field of each document.
    fallback: true,
  },
  i18n: {
    supportedLanguages: { nl, fr, en, de },
    fallbackLanguage: 'nl',
    // Payload's Dutch catalogue leaves these two texts in English.
    translations: {
      nl: {
        upload: { bulkUpload: 'Meerdere bestanden uploaden' },
        version: {
          aboutToUnpublishSelection:
            'U staat op het punt alle {{label}} in de selectie te depubliceren. Weet u het zeker?',
        },
      },
    },
  },
  admin: {
    user: Users.slug,
    // The default gravatar avatar calls a third party with a hash of the e-mail address.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — Agency admin' },
    // Dates in the admin's language through its date-fns locale ("25 november 2026, 15:03"),
    // not Payload's English-shaped default ("november 25e 2026, 3:03 AM").
    dateFormat: 'd MMMM yyyy, HH:mm',
  },
  // Cookie logins only from the site's own origin once it is known.
  ...(configuredOrigin() ? { cors: [configuredOrigin()!], csrf: [configuredOrigin()!] } : {}),
  graphQL: { disable: true },
  // The CRM's webhooks (SweepBright): POST /api/crm/webhook/{connectionId} (docs/crm-import.md).
  endpoints: [webhookEndpoint],
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Mails through nodemailer (SMTP_URL, else the log); forms mail through the jobs queue.
  email: nodemailerAdapter(),
  jobs,
  onInit: async (payload) => {
    warnIfNoServerUrl(payload)
    await applyMigrations(payload)
  },
})

// Payload's own collections are for staff only (owners are logged-in users too); malformed ids,
// missing files and JSON bombs answer 4xx in every collection (src/lib/restInput.ts).
export default config.then(restrictInternalCollections).then(guardRestInput)
