// The admin's names of the article kinds (the kinds and their places: src/lib/site/articleKinds.ts).
import type { AdminLabel } from '@/fields/labels'
import { label } from '@/fields/labels'
import type { ArticleKind } from '@/lib/site/articleKinds'

export const articleKindLabels: Record<ArticleKind, AdminLabel> = {
  news: label('Nieuws', 'Actualité', 'News', 'Neuigkeit'),
  service: label('Dienst', 'Service', 'Service', 'Dienstleistung'),
  'service-page': label(
    'Dienst (subpagina)',
    'Service (sous-page)',
    'Service sub-page',
    'Dienstleistung (Unterseite)',
  ),
  strength: label('Troef', 'Atout', 'Strength', 'Stärke'),
  method: label('Werkwijze', 'Méthode', 'Method', 'Arbeitsweise'),
  'step-plan': label('Stappenplan', 'Plan en étapes', 'Step plan', 'Stufenplan'),
  'bottom-block': label('Onderblok', 'Bloc de bas de page', 'Bottom block', 'Fußblock'),
  about: label('Over ons', 'À propos', 'About us', 'Über uns'),
  privacy: label(
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
  'free-advice': label('Gratis advies', 'Conseil gratuit', 'Free advice', 'Kostenlose Beratung'),
}
