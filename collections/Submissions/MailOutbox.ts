// The outbox: every mail a form causes, rendered when the submission is stored and sent by the
// sendMail job. `status: sent` is checked before sending, so a retried job never mails twice;
// `failed` once the job's last attempt failed. The body of a mail with a secret link is never
// shown to editors and is erased once sent (src/lib/mail/secrets.ts).
import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { hasRole, isStaffUser } from '@/access/roles'
import { label, type AdminLabel } from '@/fields/labels'
import { catalogues } from '@/i18n/server'
import { mailCarriesSecret } from '@/lib/mail/secrets'

export const mailPurposes = [
  'notification',
  'confirmation',
  'friend',
  'newsletter-confirm',
  'owner-login',
  'owner-reset',
  'owner-invite',
  'alert-confirm',
  'alert',
  'alert-digest',
  'favourites-link',
  'favourite-alert',
] as const

const purposeLabels: Record<(typeof mailPurposes)[number], AdminLabel> = {
  notification: label(
    'Melding aan het kantoor',
    "Avis à l'agence",
    'Notice to the agency',
    'Meldung an das Büro',
  ),
  confirmation: label(
    'Bevestiging aan de bezoeker',
    'Confirmation au visiteur',
    'Confirmation to the visitor',
    'Bestätigung an den Besucher',
  ),
  friend: label('Aan een vriend', 'À un ami', 'To a friend', 'An einen Freund'),
  'newsletter-confirm': label(
    'Bevestiging nieuwsbrief',
    "Confirmation de l'inscription à la newsletter",
    'Newsletter confirmation',
    'Newsletter-Bestätigung',
  ),
  'owner-login': label(
    'Aanmelding eigenaar',
    'Connexion propriétaire',
    'Owner login notice',
    'Anmeldung Eigentümer',
  ),
  'owner-reset': label(
    'Wachtwoordlink eigenaar',
    'Lien de mot de passe propriétaire',
    'Owner password link',
    'Passwort-Link Eigentümer',
  ),
  'owner-invite': label(
    'Uitnodiging eigenaar',
    'Invitation propriétaire',
    'Owner invitation',
    'Einladung Eigentümer',
  ),
  'alert-confirm': label(
    'Bevestiging zoekopdracht',
    'Confirmation de la recherche',
    'Saved search confirmation',
    'Bestätigung Suchauftrag',
  ),
  alert: label('Melding zoekopdracht', 'Alerte recherche', 'Search alert', 'Suchhinweis'),
  'alert-digest': label(
    'Overzicht zoekopdracht',
    'Récapitulatif recherche',
    'Search digest',
    'Übersicht Suchauftrag',
  ),
  'favourites-link': label(
    'Link favorieten',
    'Lien des favoris',
    'Favourites link',
    'Link Favoriten',
  ),
  'favourite-alert': label(
    'Melding favoriet',
    'Alerte favori',
    'Favourite alert',
    'Hinweis Favorit',
  ),
}

/**
 * A mail's body (and extra headers, where an unsubscribe link goes): admins read every one;
 * editors only those without a secret link, and never in a query (src/lib/mail/secrets.ts).
 */
const canReadBody: FieldAccess = ({ req, doc }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!isStaffUser(req.user) || !doc) return false
  return !mailCarriesSecret(doc.purpose)
}

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: {
    singular: label('Uitgaande mail', 'E-mail sortant', 'Outgoing mail', 'Ausgehende E-Mail'),
    plural: label('Uitgaande mails', 'E-mails sortants', 'Outbox', 'Postausgang'),
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'purpose', 'status', 'attempts', 'sentAt'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  // The body's read access decides by the purpose, so it is read even when a query selects less.
  forceSelect: { purpose: true },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'submissions',
      index: true,
      label: label('Aanvraag', 'Demande', 'Submission', 'Anfrage'),
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: mailPurposes.map((value) => ({ value, label: purposeLabels[value] })),
      label: label('Soort mail', "Type d'e-mail", 'Purpose', 'Art der E-Mail'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { value: 'queued', label: label('In de wachtrij', 'En attente', 'Queued', 'Wartend') },
        { value: 'sent', label: label('Verzonden', 'Envoyé', 'Sent', 'Gesendet') },
        // Every attempt of the sendMail job failed: staff read the spec's "E-mail verzenden is
        // mislukt" and still have the submission, whose mail they can send by hand.
        {
          value: 'failed',
          label: label(
            catalogues.nl.Forms.errors.sendFailed,
            catalogues.fr.Forms.errors.sendFailed,
            catalogues.en.Forms.errors.sendFailed,
            catalogues.de.Forms.errors.sendFailed,
          ),
        },
      ],
      label: label('Status', 'Statut', 'Status', 'Status'),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: label('Aan', 'Destinataire', 'To', 'An'),
    },
    {
      name: 'replyTo',
      type: 'text',
      label: label('Antwoorden aan', 'Répondre à', 'Reply to', 'Antwort an'),
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      label: label('Onderwerp', 'Objet', 'Subject', 'Betreff'),
    },
    {
      name: 'html',
      type: 'textarea',
      required: true,
      access: { read: canReadBody },
      label: label('Inhoud (HTML)', 'Contenu (HTML)', 'Body (HTML)', 'Inhalt (HTML)'),
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      access: { read: canReadBody },
      label: label('Inhoud (tekst)', 'Contenu (texte)', 'Body (text)', 'Inhalt (Text)'),
    },
    {
      // Extra headers sent as they are (an alert's List-Unsubscribe and List-Unsubscribe-Post).
      name: 'headers',
      type: 'json',
      access: { read: canReadBody },
      admin: { readOnly: true },
      label: label(
        'Extra kopregels',
        'En-têtes supplémentaires',
        'Extra headers',
        'Zusätzliche Kopfzeilen',
      ),
    },
    {
      // A mail that must exist once (a saved search's digest of one batch): a second writer of
      // the same key meets the unique index and its transaction rolls back.
      name: 'key',
      type: 'text',
      unique: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      label: label('Pogingen', 'Tentatives', 'Attempts', 'Versuche'),
    },
    {
      name: 'lastError',
      type: 'text',
      label: label('Laatste fout', 'Dernière erreur', 'Last error', 'Letzter Fehler'),
    },
    {
      name: 'sentAt',
      type: 'date',
      label: label('Verzonden op', 'Envoyé le', 'Sent at', 'Gesendet am'),
    },
  ],
}
