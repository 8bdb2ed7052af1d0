// Per form kind the success, error and thank-you texts (localized; empty means the catalogue
// default), and the retention of submissions (GDPR).
import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdminField } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { formTextsGroup } from '@/lib/forms/formTexts'
import { formKinds, type FormKind } from '@/lib/site/formKinds'

import { kindLabels } from '../collections/Submissions'

const kindGroup = (kind: FormKind): Field => ({
  name: formTextsGroup(kind),
  type: 'group',
  label: kindLabels[kind],
  fields: [
    {
      name: 'successText',
      type: 'textarea',
      localized: true,
      label: label('Tekst bij succes', 'Texte en cas de succès', 'Success text', 'Text bei Erfolg'),
    },
    {
      name: 'errorText',
      type: 'textarea',
      localized: true,
      label: label('Tekst bij fout', "Texte en cas d'erreur", 'Error text', 'Text bei Fehler'),
    },
    {
      name: 'thankYouText',
      type: 'textarea',
      localized: true,
      label: label(
        'Tekst van de bedankpagina',
        'Texte de la page de remerciement',
        'Thank-you page text',
        'Text der Dankesseite',
      ),
    },
  ],
})

export const FormTexts: GlobalConfig = {
  slug: 'form-texts',
  label: label('Formulierteksten', 'Textes des formulaires', 'Form texts', 'Formulartexte'),
  admin: {
    group: label('Beheer', 'Administration', 'Administration', 'Verwaltung'),
    description: label(
      'Laat een tekst leeg om de standaardtekst te tonen. Een tekst die in een taal leeg is, toont in die taal de standaardtekst (nooit de Nederlandse).',
      'Laissez un texte vide pour afficher le texte par défaut. Un texte vide dans une langue affiche le texte par défaut de cette langue (jamais le néerlandais).',
      'Leave a text empty to show the default text. A text left empty in one language shows that language’s default text (never the Dutch one).',
      'Lassen Sie einen Text leer, um den Standardtext anzuzeigen. Ein in einer Sprache leerer Text zeigt den Standardtext dieser Sprache (nie den niederländischen).',
    ),
  },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      // Which texts are written in one language and still empty in another (not stored).
      name: 'translationStatus',
      type: 'ui',
      admin: {
        components: {
          Field: '@/components/admin/FormTextsTranslationStatus#FormTextsTranslationStatus',
        },
      },
    },
    {
      name: 'retentionMonths',
      type: 'number',
      min: 0,
      defaultValue: 24,
      access: { update: isAdminField },
      // A submission goes this long after it was handled or, never handled, after it arrived
      // (src/jobs/purgeSubmissions.ts).
      label: label(
        'Aanvragen bewaren (maanden na afhandeling of ontvangst, 0 = altijd)',
        'Conserver les demandes (mois après traitement ou réception, 0 = toujours)',
        'Keep submissions (months after handling or arrival, 0 = forever)',
        'Anfragen aufbewahren (Monate nach Erledigung oder Eingang, 0 = immer)',
      ),
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Formulieren (1)', 'Formulaires (1)', 'Forms (1)', 'Formulare (1)'),
          fields: formKinds.slice(0, 7).map(kindGroup),
        },
        {
          label: label('Formulieren (2)', 'Formulaires (2)', 'Forms (2)', 'Formulare (2)'),
          fields: formKinds.slice(7).map(kindGroup),
        },
      ],
    },
  ],
}
