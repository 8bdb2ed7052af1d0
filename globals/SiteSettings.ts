// Site-wide settings: languages, page settings for search engines, the agency's legal identity,
// virtual-tour hosts and the parameters of the rent appointment and the cookie banner.
import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { defaultLocale, locales } from '@/i18n/locales'
import {
  carriesWhiteText,
  companyNumber,
  DEFAULT_TOUR_HOSTS,
  isCompanyNumber,
  isHexColour,
  licenceNumber,
} from '@/lib/domain'
import { isMeasurementId, normalizeMeasurementId, type MeasurementIds } from '@/lib/measurement/ids'
import { forgetPolicySettings } from '@/lib/measurement/settingsMemo'
import {
  isMapUrl,
  isRasterTemplate,
  OPENFREEMAP_LIBERTY_URL,
  OSM_RASTER_URL,
  type MapTileStyle,
} from '@/lib/map/tiles'

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
const companyNumberMessage = label(
  'Geef een ondernemingsnummer (KBO) zoals 0712.345.678, of voor Luxemburg een RCS-nummer zoals B123456.',
  'Indiquez un numéro d’entreprise (BCE) comme 0712.345.678, ou pour le Luxembourg un numéro RCS comme B123456.',
  'Enter a company number (KBO/BCE) such as 0712.345.678, or for Luxembourg an RCS number such as B123456.',
  'Geben Sie eine Unternehmensnummer (ZDU) wie 0712.345.678 ein, für Luxemburg eine RCS-Nummer wie B123456.',
)
export const mapUrlMessage = label(
  'Geef een https-adres: een MapLibre-stijl (bv. https://tiles.openfreemap.org/styles/liberty) of een tegelsjabloon met {z}, {x} en {y} (bv. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
  'Indiquez une adresse https : un style MapLibre (p. ex. https://tiles.openfreemap.org/styles/liberty) ou un modèle de tuiles avec {z}, {x} et {y} (p. ex. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
  'Enter an https address: a MapLibre style (e.g. https://tiles.openfreemap.org/styles/liberty) or a tile template with {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
  'Geben Sie eine https-Adresse ein: einen MapLibre-Stil (z. B. https://tiles.openfreemap.org/styles/liberty) oder eine Kachelvorlage mit {z}, {x} und {y} (z. B. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
)
export const mapAttributionMessage = label(
  'Eigen tegels: vermeld de bron zoals de licentie van de tegels het vraagt (bv. © OpenStreetMap-bijdragers).',
  'Tuiles propres : indiquez la source comme l’exige la licence des tuiles (p. ex. © contributeurs OpenStreetMap).',
  'Own tiles: credit the source as the tiles’ licence requires (e.g. © OpenStreetMap contributors).',
  'Eigene Kacheln: nennen Sie die Quelle, wie es die Lizenz der Kacheln verlangt (z. B. © OpenStreetMap-Mitwirkende).',
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
type MapSiblings = { tileStyle?: string | null; customUrl?: string | null }

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
                  'Het logo, de kleur en het lettertype van het kantoor op de hele site (knoppen, links, accenten, titels).',
                  "Le logo, la couleur et la police de l'agence sur tout le site (boutons, liens, accents, titres).",
                  'The agency’s logo, colour and font across the site (buttons, links, accents, headings).',
                  'Logo, Farbe und Schrift des Büros auf der ganzen Website (Schaltflächen, Links, Akzente, Überschriften).',
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
                {
                  // The typefaces of src/lib/brandFont.ts; `system` downloads nothing.
                  name: 'font',
                  type: 'select',
                  defaultValue: 'system',
                  required: true,
                  label: label('Lettertype', 'Police', 'Font', 'Schriftart'),
                  admin: {
                    description: label(
                      'Het systeemlettertype van het toestel laadt het snelst; een ander lettertype komt van de eigen server, nooit van een derde.',
                      "La police du système de l'appareil s'affiche le plus vite ; une autre police vient du serveur du site, jamais d'un tiers.",
                      'The device’s own system font loads fastest; any other font comes from the site’s own server, never from a third party.',
                      'Die Systemschrift des Geräts lädt am schnellsten; jede andere Schrift kommt vom eigenen Server, nie von Dritten.',
                    ),
                  },
                  options: [
                    {
                      value: 'system',
                      label: label(
                        'Systeemlettertype (snelst)',
                        'Police du système (la plus rapide)',
                        'System font (fastest)',
                        'Systemschrift (am schnellsten)',
                      ),
                    },
                    { value: 'inter', label: label('Inter', 'Inter', 'Inter', 'Inter') },
                    {
                      value: 'source-sans',
                      label: label(
                        'Source Sans 3',
                        'Source Sans 3',
                        'Source Sans 3',
                        'Source Sans 3',
                      ),
                    },
                    {
                      value: 'montserrat',
                      label: label(
                        'Montserrat (titels)',
                        'Montserrat (titres)',
                        'Montserrat (headings)',
                        'Montserrat (Überschriften)',
                      ),
                    },
                    {
                      value: 'lora',
                      label: label(
                        'Lora (titels, schreeflettertype)',
                        'Lora (titres, avec empattements)',
                        'Lora (headings, serif)',
                        'Lora (Überschriften, Serifenschrift)',
                      ),
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
                  type: 'row',
                  fields: [
                    {
                      name: 'companyNumber',
                      type: 'text',
                      // Written the way the KBO/BCE writes it (0712.345.678) whatever was typed.
                      hooks: {
                        beforeValidate: [
                          ({ value }) => (typeof value === 'string' ? companyNumber(value) : value),
                        ],
                      },
                      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
                        !value || isCompanyNumber(String(value))
                          ? true
                          : inLanguage(companyNumberMessage, req),
                      admin: { placeholder: '0712.345.678' },
                      label: label(
                        'Ondernemingsnummer (KBO)',
                        "Numéro d'entreprise (BCE)",
                        'Company number (KBO/BCE)',
                        'Unternehmensnummer (ZDU)',
                      ),
                    },
                    {
                      name: 'insurer',
                      type: 'text',
                      label: label(
                        'Verzekeraar beroepsaansprakelijkheid en borgtocht',
                        'Assureur responsabilité professionnelle et cautionnement',
                        'Professional liability and surety insurer',
                        'Berufshaftpflicht- und Kautionsversicherer',
                      ),
                      admin: { placeholder: 'AXA Belgium' },
                    },
                    {
                      name: 'insurancePolicyNumber',
                      type: 'text',
                      label: label(
                        'Polisnummer',
                        'Numéro de police',
                        'Policy number',
                        'Policennummer',
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
              name: 'map',
              type: 'group',
              label: label('Kaart', 'Carte', 'Map', 'Karte'),
              admin: {
                description: label(
                  'De stratenkaart achter de kaarten van de site. Geen: een kaart zonder verbinding met enkel de landsgrenzen (standaard; de bezoeker maakt geen verbinding met een andere server). OpenFreeMap en OpenStreetMap vragen geen sleutel; de kaarttegels komen dan van hun server.',
                  'Le fond de plan des cartes du site. Aucun : une carte hors ligne avec seulement les frontières (par défaut ; le visiteur ne se connecte à aucun autre serveur). OpenFreeMap et OpenStreetMap ne demandent pas de clé ; les tuiles viennent alors de leur serveur.',
                  'The street map behind the site’s maps. None: an offline map with only the borders (the default; visitors connect to no other server). OpenFreeMap and OpenStreetMap need no key; the tiles then come from their server.',
                  'Der Stadtplan hinter den Karten der Website. Keiner: eine Offline-Karte nur mit den Grenzen (Standard; Besucher verbinden sich mit keinem anderen Server). OpenFreeMap und OpenStreetMap brauchen keinen Schlüssel; die Kacheln kommen dann von deren Server.',
                ),
              },
              fields: [
                {
                  name: 'tileStyle',
                  type: 'select',
                  required: true,
                  defaultValue: 'none' satisfies MapTileStyle,
                  options: [
                    {
                      value: 'none' satisfies MapTileStyle,
                      label: label(
                        'Geen (landsgrenzen, zonder verbinding)',
                        'Aucun (frontières, hors ligne)',
                        'None (borders, offline)',
                        'Keiner (Grenzen, offline)',
                      ),
                    },
                    {
                      value: 'openfreemap-liberty' satisfies MapTileStyle,
                      label: label(
                        'OpenFreeMap Liberty (OpenStreetMap, aanbevolen, geen sleutel)',
                        'OpenFreeMap Liberty (OpenStreetMap, recommandé, sans clé)',
                        'OpenFreeMap Liberty (OpenStreetMap, recommended, no key)',
                        'OpenFreeMap Liberty (OpenStreetMap, empfohlen, kein Schlüssel)',
                      ),
                    },
                    {
                      value: 'osm-raster' satisfies MapTileStyle,
                      label: label(
                        'OpenStreetMap-tegels (geen sleutel, beperkt gebruik)',
                        'Tuiles OpenStreetMap (sans clé, usage modéré)',
                        'OpenStreetMap tiles (no key, light use)',
                        'OpenStreetMap-Kacheln (kein Schlüssel, geringe Nutzung)',
                      ),
                    },
                    {
                      value: 'custom' satisfies MapTileStyle,
                      label: label(
                        'Eigen adres',
                        'Adresse propre',
                        'Own address',
                        'Eigene Adresse',
                      ),
                    },
                  ],
                  label: label('Kaartstijl', 'Style de carte', 'Map style', 'Kartenstil'),
                  admin: {
                    description: label(
                      `OpenFreeMap: ${OPENFREEMAP_LIBERTY_URL}. OpenStreetMap: ${OSM_RASTER_URL}. De bronvermelding die de licentie vraagt, staat op elke kaart.`,
                      `OpenFreeMap : ${OPENFREEMAP_LIBERTY_URL}. OpenStreetMap : ${OSM_RASTER_URL}. La mention de source exigée par la licence figure sur chaque carte.`,
                      `OpenFreeMap: ${OPENFREEMAP_LIBERTY_URL}. OpenStreetMap: ${OSM_RASTER_URL}. The credit the licence requires is shown on every map.`,
                      `OpenFreeMap: ${OPENFREEMAP_LIBERTY_URL}. OpenStreetMap: ${OSM_RASTER_URL}. Die von der Lizenz verlangte Quellenangabe steht auf jeder Karte.`,
                    ),
                  },
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'customUrl',
                      type: 'text',
                      label: label(
                        'Adres van de stijl of de tegels',
                        'Adresse du style ou des tuiles',
                        'Style or tile address',
                        'Adresse des Stils oder der Kacheln',
                      ),
                      admin: {
                        condition: (_, sibling) => sibling?.tileStyle === 'custom',
                        placeholder: 'https://…/style.json',
                        description: label(
                          'Een MapLibre-stijl (JSON) of een rastertegelsjabloon met {z}/{x}/{y}. Tegels, lettertypes en symbolen van een stijl moeten van dezelfde server komen.',
                          'Un style MapLibre (JSON) ou un modèle de tuiles raster avec {z}/{x}/{y}. Les tuiles, polices et symboles d’un style doivent venir du même serveur.',
                          'A MapLibre style (JSON) or a raster tile template with {z}/{x}/{y}. A style’s tiles, fonts and sprites must come from the same server.',
                          'Ein MapLibre-Stil (JSON) oder eine Rasterkachel-Vorlage mit {z}/{x}/{y}. Kacheln, Schriften und Symbole eines Stils müssen vom selben Server kommen.',
                        ),
                      },
                      hooks: {
                        beforeValidate: [
                          ({ value }) => (typeof value === 'string' ? value.trim() || null : value),
                        ],
                      },
                      validate: (
                        value: unknown,
                        { siblingData, req }: { siblingData: MapSiblings; req: PayloadRequest },
                      ) => {
                        if (siblingData?.tileStyle !== 'custom') return true
                        return isMapUrl(value) ? true : inLanguage(mapUrlMessage, req)
                      },
                    },
                    {
                      name: 'customAttribution',
                      type: 'text',
                      label: label(
                        'Bronvermelding',
                        'Mention de la source',
                        'Attribution',
                        'Quellenangabe',
                      ),
                      admin: {
                        condition: (_, sibling) =>
                          sibling?.tileStyle === 'custom' &&
                          typeof sibling.customUrl === 'string' &&
                          isRasterTemplate(sibling.customUrl),
                        placeholder: '© OpenStreetMap',
                      },
                      validate: (
                        value: unknown,
                        { siblingData, req }: { siblingData: MapSiblings; req: PayloadRequest },
                      ) => {
                        const url = siblingData?.customUrl
                        if (siblingData?.tileStyle !== 'custom' || typeof url !== 'string')
                          return true
                        // An unusable address has its own message; only raster tiles need a credit
                        // here (a style carries its own).
                        if (!isMapUrl(url) || !isRasterTemplate(url)) return true
                        return typeof value === 'string' && value.trim()
                          ? true
                          : inLanguage(mapAttributionMessage, req)
                      },
                    },
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
      // The proxy's copy of the measurement ids and map (the pages' CSP hosts) is read again.
      () => forgetPolicySettings(),
    ],
  },
}
