// Site-wide settings: languages, page settings for search engines, the agency's legal identity,
// virtual-tour hosts and the parameters of the rent appointment and the cookie banner.
import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { defaultLocale, locales } from '@/i18n/locales'
import { carriesWhiteText, DEFAULT_TOUR_HOSTS, isHexColour, licenceNumber } from '@/lib/domain'
import { isMeasurementId, normalizeMeasurementId, type MeasurementIds } from '@/lib/measurement/ids'
import { forgetMeasurementIds } from '@/lib/measurement/settingsMemo'

import { languageOptions } from '../collections/Routes'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateGlobal } from '@/lib/revalidate'

export const defaultLanguageMessage = label(
  'De standaardtaal moet een van de ingeschakelde talen zijn.',
  'La langue par défaut doit faire partie des langues activées.',
  'The default language must be one of the enabled languages.',
  'Die Standardsprache muss eine der aktivierten Sprachen sein.',
)
const enabledLanguagesMessage = label(
  'Schakel minstens één taal in.',
  'Activez au moins une langue.',
  'Enable at least one language.',
  'Aktivieren Sie mindestens eine Sprache.',
)
const hostMessage = label(
  'Geef een domeinnaam zonder https:// of pad, bv. matterport.com.',
  'Indiquez un nom de domaine sans https:// ni chemin, p. ex. matterport.com.',
  'Enter a domain name without https:// or a path, e.g. matterport.com.',
  'Geben Sie einen Domainnamen ohne https:// oder Pfad ein, z. B. matterport.com.',
)
const vatMessage = label(
  'Geef een btw-nummer zoals BE0123456789 of LU12345678.',
  'Indiquez un numéro de TVA comme BE0123456789 ou LU12345678.',
  'Enter a VAT number such as BE0123456789 or LU12345678.',
  'Geben Sie eine USt-IdNr. wie BE0123456789 oder LU12345678 ein.',
)

const colourMessage = label(
  'Geef een kleur als hexadecimale code, bv. #0B5C8C.',
  'Indiquez une couleur en code hexadécimal, p. ex. #0B5C8C.',
  'Enter a colour as a hexadecimal code, e.g. #0B5C8C.',
  'Geben Sie eine Farbe als Hexadezimalcode ein, z. B. #0B5C8C.',
)
const colourContrastMessage = label(
  'Deze kleur is te licht: witte tekst erop is niet leesbaar (contrast minstens 4,5:1). Kies een donkerdere tint.',
  'Cette couleur est trop claire : un texte blanc n’y est pas lisible (contraste d’au moins 4,5:1). Choisissez une teinte plus foncée.',
  'This colour is too light: white text on it is not readable (contrast at least 4.5:1). Choose a darker shade.',
  'Diese Farbe ist zu hell: weiße Schrift darauf ist nicht lesbar (Kontrast mindestens 4,5:1). Wählen Sie einen dunkleren Ton.',
)

/** Belgian (BE + 10 digits) or Luxembourg (LU + 8 digits) VAT number; spaces and dots allowed. */
export const isVatNumber = (value: string) =>
  /^(BE[01]\d{9}|LU\d{8})$/.test(value.replace(/[\s.]/g, '').toUpperCase())

export const measurementIdMessages: Record<keyof MeasurementIds, AdminLabel> = {
  gtmId: label(
    'Geef een Google Tag Manager-container-id zoals GTM-AB12CD3, of laat het veld leeg.',
    'Indiquez un identifiant de conteneur Google Tag Manager comme GTM-AB12CD3, ou laissez le champ vide.',
    'Enter a Google Tag Manager container id such as GTM-AB12CD3, or leave the field empty.',
    'Geben Sie eine Google-Tag-Manager-Container-ID wie GTM-AB12CD3 ein oder lassen Sie das Feld leer.',
  ),
  ga4Id: label(
    'Geef een Google Analytics 4-meet-id zoals G-AB12CD34EF, of laat het veld leeg.',
    'Indiquez un ID de mesure Google Analytics 4 comme G-AB12CD34EF, ou laissez le champ vide.',
    'Enter a Google Analytics 4 measurement id such as G-AB12CD34EF, or leave the field empty.',
    'Geben Sie eine Google-Analytics-4-Mess-ID wie G-AB12CD34EF ein oder lassen Sie das Feld leer.',
  ),
  metaPixelId: label(
    'Geef een Meta-pixel-id van 10 tot 20 cijfers, of laat het veld leeg.',
    'Indiquez un identifiant de pixel Meta de 10 à 20 chiffres, ou laissez le champ vide.',
    'Enter a Meta pixel id of 10 to 20 digits, or leave the field empty.',
    'Geben Sie eine Meta-Pixel-ID mit 10 bis 20 Ziffern ein oder lassen Sie das Feld leer.',
  ),
}

/** A measurement id: trimmed (Google's upper-cased) before it is checked and stored. */
const measurementIdField = (
  name: keyof MeasurementIds,
  title: AdminLabel,
  placeholder: string,
): Field => ({
  name,
  type: 'text',
  label: title,
  admin: { placeholder },
  hooks: {
    beforeValidate: [({ value }) => (value == null ? value : normalizeMeasurementId(value, name))],
  },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    isMeasurementId(value, name) ? true : inLanguage(measurementIdMessages[name], req),
})

const tourHostField = (name: keyof typeof DEFAULT_TOUR_HOSTS, title: string): Field => ({
  name,
  type: 'text',
  hasMany: true,
  defaultValue: [...DEFAULT_TOUR_HOSTS[name]],
  label: label(title, title, title, title),
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    !Array.isArray(value) ||
    value.every((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(String(host).trim()))
      ? true
      : inLanguage(hostMessage, req),
})

type LanguageSiblings = { defaultLanguage?: string; enabledLanguages?: string[] | null }

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
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Talen', 'Langues', 'Languages', 'Sprachen'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'enabledLanguages',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  defaultValue: [...locales],
                  options: languageOptions,
                  label: label(
                    'Ingeschakelde talen',
                    'Langues activées',
                    'Enabled languages',
                    'Aktivierte Sprachen',
                  ),
                  admin: {
                    description: label(
                      'De site is alleen in deze talen te bezoeken.',
                      'Le site ne sert que ces langues.',
                      'The site serves only these languages.',
                      'Die Website ist nur in diesen Sprachen erreichbar.',
                    ),
                  },
                  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                    Array.isArray(value) && value.length > 0
                      ? true
                      : inLanguage(enabledLanguagesMessage, req),
                },
                {
                  name: 'defaultLanguage',
                  type: 'select',
                  required: true,
                  defaultValue: defaultLocale,
                  options: languageOptions,
                  label: label(
                    'Standaardtaal',
                    'Langue par défaut',
                    'Default language',
                    'Standardsprache',
                  ),
                  validate: (
                    value: unknown,
                    { siblingData, req }: { siblingData: LanguageSiblings; req: PayloadRequest },
                  ) => {
                    const enabled = siblingData?.enabledLanguages
                    if (!Array.isArray(enabled)) return true
                    return typeof value === 'string' && enabled.includes(value)
                      ? true
                      : inLanguage(defaultLanguageMessage, req)
                  },
                },
              ],
            },
          ],
        },
        {
          label: label(
            'Pagina-instellingen',
            'Paramètres des pages',
            'Page settings',
            'Seiteneinstellungen',
          ),
          fields: [
            {
              name: 'pageSettings',
              type: 'group',
              label: label('Per taal', 'Par langue', 'Per language', 'Je Sprache'),
              admin: {
                description: label(
                  'Titel, beschrijving en deelafbeelding van de site in de gekozen taal (taalkeuze bovenaan).',
                  'Titre, description et image de partage du site dans la langue choisie (sélecteur en haut).',
                  'Title, description and sharing image of the site in the chosen language (switcher at the top).',
                  'Titel, Beschreibung und Teilen-Bild der Website in der gewählten Sprache (Auswahl oben).',
                ),
              },
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  localized: true,
                  maxLength: 70,
                  label: label('Titel', 'Titre', 'Title', 'Titel'),
                },
                {
                  name: 'description',
                  type: 'textarea',
                  localized: true,
                  maxLength: 170,
                  label: label('Beschrijving', 'Description', 'Description', 'Beschreibung'),
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  localized: true,
                  label: label(
                    'Open Graph-afbeelding',
                    'Image Open Graph',
                    'Open Graph image',
                    'Open-Graph-Bild',
                  ),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'googleVerification',
                  type: 'text',
                  label: label(
                    'Google-verificatie',
                    'Vérification Google',
                    'Google verification',
                    'Google-Verifizierung',
                  ),
                },
                {
                  name: 'facebookVerification',
                  type: 'text',
                  label: label(
                    'Facebook-verificatie',
                    'Vérification Facebook',
                    'Facebook verification',
                    'Facebook-Verifizierung',
                  ),
                },
                {
                  name: 'nortonSafeWeb',
                  type: 'text',
                  label: label(
                    'Norton Safe Web',
                    'Norton Safe Web',
                    'Norton Safe Web',
                    'Norton Safe Web',
                  ),
                },
              ],
            },
            {
              name: 'robots',
              type: 'textarea',
              label: label('robots.txt', 'robots.txt', 'robots.txt', 'robots.txt'),
              admin: {
                description: label(
                  'Leeg: zoekmachines mogen alles behalve de beheeromgeving indexeren.',
                  "Vide : les moteurs peuvent tout indexer sauf l'administration.",
                  'Empty: search engines may index everything except the admin.',
                  'Leer: Suchmaschinen dürfen alles außer der Verwaltung indexieren.',
                ),
              },
            },
          ],
        },
        {
          label: label('Huisstijl', 'Identité visuelle', 'Brand', 'Erscheinungsbild'),
          fields: [
            {
              name: 'brand',
              type: 'group',
              label: label('Huisstijl', 'Identité visuelle', 'Brand', 'Erscheinungsbild'),
              admin: {
                description: label(
                  'Het logo en de kleur van het kantoor op de hele site (knoppen, links, accenten).',
                  "Le logo et la couleur de l'agence sur tout le site (boutons, liens, accents).",
                  'The agency’s logo and colour across the site (buttons, links, accents).',
                  'Logo und Farbe des Büros auf der ganzen Website (Schaltflächen, Links, Akzente).',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'primaryColor',
                      type: 'text',
                      label: label(
                        'Hoofdkleur',
                        'Couleur principale',
                        'Primary colour',
                        'Hauptfarbe',
                      ),
                      admin: {
                        placeholder: '#0B5C8C',
                        description: label(
                          'Donker genoeg voor witte tekst erop. Leeg: het standaardblauw.',
                          'Assez foncée pour y écrire en blanc. Vide : le bleu par défaut.',
                          'Dark enough to carry white text. Empty: the default blue.',
                          'Dunkel genug für weiße Schrift darauf. Leer: das Standardblau.',
                        ),
                      },
                      hooks: {
                        beforeValidate: [
                          ({ value }) => (typeof value === 'string' ? value.trim() || null : value),
                        ],
                      },
                      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
                        if (value == null || value === '') return true
                        if (!isHexColour(String(value))) return inLanguage(colourMessage, req)
                        return carriesWhiteText(String(value))
                          ? true
                          : inLanguage(colourContrastMessage, req)
                      },
                    },
                    {
                      name: 'logo',
                      type: 'upload',
                      relationTo: 'media',
                      label: label('Logo', 'Logo', 'Logo', 'Logo'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('Kantoor', 'Agence', 'Agency', 'Büro'),
          fields: [
            {
              name: 'identity',
              type: 'group',
              label: label(
                'Wettelijke gegevens',
                'Données légales',
                'Legal identity',
                'Rechtliche Angaben',
              ),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'street',
                      type: 'text',
                      label: label(
                        'Straat en nummer',
                        'Rue et numéro',
                        'Street and number',
                        'Straße und Hausnummer',
                      ),
                    },
                    {
                      name: 'zip',
                      type: 'text',
                      label: label('Postcode', 'Code postal', 'Postcode', 'Postleitzahl'),
                    },
                    {
                      name: 'city',
                      type: 'text',
                      label: label('Gemeente', 'Commune', 'Town', 'Gemeinde'),
                    },
                    {
                      name: 'country',
                      type: 'select',
                      defaultValue: 'BE',
                      options: [
                        { value: 'BE', label: label('België', 'Belgique', 'Belgium', 'Belgien') },
                        {
                          value: 'LU',
                          label: label('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
                        },
                      ],
                      label: label('Land', 'Pays', 'Country', 'Land'),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'phone',
                      type: 'text',
                      label: label('Telefoon', 'Téléphone', 'Phone', 'Telefon'),
                    },
                    {
                      name: 'email',
                      type: 'email',
                      label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'vatNumber',
                      type: 'text',
                      label: label('Btw-nummer', 'Numéro de TVA', 'VAT number', 'USt-IdNr.'),
                      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                        !value || isVatNumber(String(value)) ? true : inLanguage(vatMessage, req),
                    },
                    {
                      name: 'ipiNumber',
                      type: 'text',
                      // The number alone: the site writes "BIV" around it.
                      hooks: {
                        beforeValidate: [
                          ({ value }) => (typeof value === 'string' ? licenceNumber(value) : value),
                        ],
                      },
                      admin: { placeholder: '512.345' },
                      label: label(
                        'BIV-erkenningsnummer',
                        "Numéro d'agréation IPI",
                        'IPI/BIV licence number',
                        'BIV/IPI-Zulassungsnummer',
                      ),
                    },
                  ],
                },
                {
                  name: 'socialLinks',
                  type: 'array',
                  label: label(
                    'Sociale media',
                    'Réseaux sociaux',
                    'Social media',
                    'Soziale Medien',
                  ),
                  labels: {
                    singular: label('Link', 'Lien', 'Link', 'Link'),
                    plural: label('Links', 'Liens', 'Links', 'Links'),
                  },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'platform',
                          type: 'select',
                          required: true,
                          options: [
                            'facebook',
                            'instagram',
                            'linkedin',
                            'youtube',
                            'x',
                            'tiktok',
                            'pinterest',
                          ].map((value) => ({
                            value,
                            label: value === 'x' ? 'X' : value[0].toUpperCase() + value.slice(1),
                          })),
                          label: label('Platform', 'Plateforme', 'Platform', 'Plattform'),
                        },
                        {
                          name: 'url',
                          type: 'text',
                          required: true,
                          label: label(
                            'Adres (URL)',
                            'Adresse (URL)',
                            'Address (URL)',
                            'Adresse (URL)',
                          ),
                          validate: (value: unknown) =>
                            typeof value === 'string' && /^https:\/\/\S+$/.test(value.trim())
                              ? true
                              : 'https://…',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('Parameters', 'Paramètres', 'Parameters', 'Parameter'),
          fields: [
            {
              name: 'tourHosts',
              type: 'group',
              label: label(
                'Virtuele bezoeken: domeinen',
                'Visites virtuelles : domaines',
                'Virtual tours: domains',
                'Virtuelle Rundgänge: Domains',
              ),
              admin: {
                description: label(
                  'Links op deze domeinen (of subdomeinen ervan) worden als virtueel bezoek getoond.',
                  'Les liens vers ces domaines (ou leurs sous-domaines) sont affichés comme visite virtuelle.',
                  'Links on these domains (or their subdomains) are shown as a virtual tour.',
                  'Links auf diese Domains (oder deren Subdomains) werden als virtueller Rundgang gezeigt.',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    tourHostField('matterport', 'Matterport'),
                    tourHostField('tvl', 'TVL'),
                    tourHostField('yisual', 'Yisual'),
                  ],
                },
              ],
            },
            {
              name: 'rentAppointment',
              type: 'group',
              label: label(
                'Huurafspraak',
                'Rendez-vous location',
                'Rent appointment',
                'Mietbesichtigung',
              ),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'minimumMonthlyIncome',
                      type: 'number',
                      min: 0,
                      defaultValue: 2000,
                      label: label(
                        'Minimaal maandinkomen (€)',
                        'Revenu mensuel minimum (€)',
                        'Minimum monthly income (€)',
                        'Monatliches Mindesteinkommen (€)',
                      ),
                    },
                    {
                      name: 'maximumPersons',
                      type: 'number',
                      min: 1,
                      defaultValue: 4,
                      label: label(
                        'Maximum aantal personen',
                        'Nombre maximum de personnes',
                        'Maximum number of persons',
                        'Höchstzahl an Personen',
                      ),
                    },
                  ],
                },
              ],
            },
            {
              name: 'cookieLifetimeDays',
              type: 'number',
              required: true,
              min: 1,
              max: 395,
              defaultValue: 180,
              label: label(
                'Geldigheid cookiekeuze (dagen)',
                'Durée du choix des cookies (jours)',
                'Cookie choice lifetime (days)',
                'Gültigkeit der Cookie-Wahl (Tage)',
              ),
              admin: {
                description: label(
                  'Na deze termijn vraagt de site opnieuw toestemming (max. 13 maanden).',
                  'Après ce délai, le site redemande le consentement (13 mois max.).',
                  'After this period the site asks for consent again (13 months at most).',
                  'Danach fragt die Website erneut nach der Einwilligung (höchstens 13 Monate).',
                ),
              },
            },
          ],
        },
        {
          label: label('Meting', "Mesure d'audience", 'Measurement', 'Messung'),
          fields: [
            {
              name: 'measurement',
              type: 'group',
              label: label(
                'Statistieken en advertenties',
                'Statistiques et publicité',
                'Analytics and advertising',
                'Statistik und Werbung',
              ),
              admin: {
                description: label(
                  'Deze scripts laden pas nadat de bezoeker de cookies van hun categorie aanvaardt (Google: analytische, Meta: marketing), nooit in het eigenaarsportaal. Leeg: niets laadt. Gebruikt u Tag Manager, stel Google Analytics dan daarin in en laat het meet-id leeg (anders telt alles dubbel). Zie docs/tracking.md voor de gebeurtenissen.',
                  "Ces scripts ne se chargent qu'après que le visiteur a accepté les cookies de leur catégorie (Google : analytiques, Meta : marketing), jamais dans le portail propriétaire. Vide : rien ne se charge. Avec Tag Manager, configurez Google Analytics dans le conteneur et laissez l'ID de mesure vide (sinon tout compte double). Les événements sont décrits dans docs/tracking.md.",
                  'These scripts load only after the visitor accepts the cookies of their category (Google: analytics, Meta: marketing), never in the owner portal. Empty: nothing loads. With Tag Manager, set up Google Analytics inside the container and leave the measurement id empty (or everything counts twice). The events are listed in docs/tracking.md.',
                  'Diese Skripte laden erst, wenn der Besucher die Cookies ihrer Kategorie akzeptiert (Google: Analyse, Meta: Marketing), nie im Eigentümerportal. Leer: nichts lädt. Mit Tag Manager richten Sie Google Analytics im Container ein und lassen die Mess-ID leer (sonst zählt alles doppelt). Die Ereignisse stehen in docs/tracking.md.',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    measurementIdField(
                      'gtmId',
                      label(
                        'Google Tag Manager-container',
                        'Conteneur Google Tag Manager',
                        'Google Tag Manager container',
                        'Google-Tag-Manager-Container',
                      ),
                      'GTM-XXXXXXX',
                    ),
                    measurementIdField(
                      'ga4Id',
                      label(
                        'Google Analytics 4-meet-id',
                        'ID de mesure Google Analytics 4',
                        'Google Analytics 4 measurement id',
                        'Google-Analytics-4-Mess-ID',
                      ),
                      'G-XXXXXXXXXX',
                    ),
                    measurementIdField(
                      'metaPixelId',
                      label('Meta-pixel-id', 'ID du pixel Meta', 'Meta pixel id', 'Meta-Pixel-ID'),
                      '123456789012345',
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateGlobal([cacheTags.settings]),
      // The proxy's copy of the measurement ids (the pages' CSP hosts) is read again.
      () => forgetMeasurementIds(),
    ],
  },
}
