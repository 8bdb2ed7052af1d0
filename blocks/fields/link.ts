// A link an editor picks: a fixed page of the site (a route key of src/i18n/pathnames.ts), an
// article, or an external address. Used by the call-to-action block and the navigation menus.
import type { Field, GroupField, PayloadRequest } from 'payload'

import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { linkRoutes, type LinkRouteKey } from '@/lib/site/linkRoutes'

const routeLabels: Record<LinkRouteKey, AdminLabel> = {
  home: label('Startpagina', "Page d'accueil", 'Home page', 'Startseite'),
  'for-sale': label('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  'for-rent': label('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
  'new-builds': label('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'),
  contact: label('Contact', 'Contact', 'Contact', 'Kontakt'),
  services: label('Diensten', 'Services', 'Services', 'Dienstleistungen'),
  'keep-me-informed': label(
    'Zoekopdracht',
    'Recherche sur mesure',
    'Keep me informed',
    'Suchauftrag',
  ),
  'free-valuation': label(
    'Gratis waardebepaling',
    'Estimation gratuite',
    'Free valuation',
    'Kostenlose Bewertung',
  ),
  appointment: label(
    'Online afspraak',
    'Rendez-vous en ligne',
    'Online appointment',
    'Online-Termin',
  ),
  'about-us': label('Over ons', 'À propos', 'About us', 'Über uns'),
  method: label('Werkwijze', 'Notre méthode', 'How we work', 'Arbeitsweise'),
  'step-plan': label('Stappenplan', 'Plan par étapes', 'Step-by-step plan', 'Stufenplan'),
  strengths: label('Troeven', 'Nos atouts', 'Our strengths', 'Unsere Stärken'),
  jobs: label('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote'),
  news: label('Nieuws', 'Actualités', 'News', 'Neuigkeiten'),
  testimonials: label('Referenties', 'Références', 'Testimonials', 'Referenzen'),
  'free-advice': label('Gratis advies', 'Conseil gratuit', 'Free advice', 'Kostenlose Beratung'),
  'questions-and-answers': label(
    'Vraag en antwoord',
    'Questions et réponses',
    'Questions and answers',
    'Fragen und Antworten',
  ),
  'privacy-statement': label(
    'Privacyverklaring',
    'Déclaration de confidentialité',
    'Privacy statement',
    'Datenschutzerklärung',
  ),
  'cookie-policy': label(
    'Cookiebeleid',
    'Politique de cookies',
    'Cookie policy',
    'Cookie-Richtlinie',
  ),
  disclaimer: label('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'),
  login: label(
    'Aanmelden eigenaar',
    'Connexion propriétaire',
    'Owner login',
    'Eigentümer-Anmeldung',
  ),
  owner: label('Eigenaarsportaal', 'Portail propriétaire', 'Owner portal', 'Eigentümerportal'),
}

const requiredMessage = label(
  'Vul dit veld in voor deze soort link.',
  'Remplissez ce champ pour ce type de lien.',
  'Fill in this field for this kind of link.',
  'Füllen Sie dieses Feld für diese Art von Link aus.',
)
const urlMessage = label(
  'Geef een volledig adres (https://…), mailto: of tel:.',
  'Indiquez une adresse complète (https://…), mailto: ou tel:.',
  'Enter a full address (https://…), mailto: or tel:.',
  'Geben Sie eine vollständige Adresse (https://…), mailto: oder tel: ein.',
)
type Sibling = { kind?: string }

export const linkField = ({
  name = 'link',
  required = true,
}: { name?: string; required?: boolean } = {}): GroupField => ({
  name,
  type: 'group',
  label: label('Link', 'Lien', 'Link', 'Link'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          type: 'text',
          localized: true,
          required,
          label: label('Tekst van de link', 'Texte du lien', 'Link text', 'Linktext'),
        },
        {
          name: 'kind',
          type: 'radio',
          defaultValue: 'route',
          options: [
            {
              value: 'route',
              label: label('Pagina van de site', 'Page du site', 'Site page', 'Seite der Website'),
            },
            { value: 'article', label: label('Artikel', 'Article', 'Article', 'Artikel') },
            {
              value: 'external',
              label: label(
                'Extern adres',
                'Adresse externe',
                'External address',
                'Externe Adresse',
              ),
            },
          ],
          label: label('Soort link', 'Type de lien', 'Kind of link', 'Art des Links'),
        },
      ],
    },
    {
      name: 'route',
      type: 'select',
      options: (Object.keys(linkRoutes) as LinkRouteKey[]).map((value) => ({
        value,
        label: routeLabels[value],
      })),
      label: label('Pagina', 'Page', 'Page', 'Seite'),
      admin: { condition: (_, sibling: Sibling) => (sibling?.kind ?? 'route') === 'route' },
      validate: (
        value: unknown,
        { siblingData, req }: { siblingData: Sibling; req: PayloadRequest },
      ) =>
        (siblingData?.kind ?? 'route') !== 'route' || value || !required
          ? true
          : inLanguage(requiredMessage, req),
    },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      label: label('Artikel', 'Article', 'Article', 'Artikel'),
      admin: { condition: (_, sibling: Sibling) => sibling?.kind === 'article' },
      validate: (
        value: unknown,
        { siblingData, req }: { siblingData: Sibling; req: PayloadRequest },
      ) =>
        siblingData?.kind !== 'article' || value || !required
          ? true
          : inLanguage(requiredMessage, req),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'url',
          type: 'text',
          label: label('Adres (URL)', 'Adresse (URL)', 'Address (URL)', 'Adresse (URL)'),
          admin: { condition: (_, sibling: Sibling) => sibling?.kind === 'external' },
          validate: (
            value: unknown,
            { siblingData, req }: { siblingData: Sibling; req: PayloadRequest },
          ) => {
            if (siblingData?.kind !== 'external') return true
            if (!value) return required ? inLanguage(requiredMessage, req) : true
            return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s]+)$/i.test(String(value).trim())
              ? true
              : inLanguage(urlMessage, req)
          },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: label(
            'Openen in nieuw tabblad',
            'Ouvrir dans un nouvel onglet',
            'Open in a new tab',
            'In neuem Tab öffnen',
          ),
          admin: { condition: (_, sibling: Sibling) => sibling?.kind === 'external' },
        },
      ],
    },
  ] satisfies Field[],
})
