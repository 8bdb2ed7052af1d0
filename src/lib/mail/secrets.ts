// Which outbox mails carry a secret link — whoever holds it acts as the recipient: sets an owner's
// password, manages a saved search or a favourites list, confirms or stops a subscription — and
// what is left of such a mail's body once it is handed to the mail server.
//
// - Editors never read the body (html, text, extra headers) of such a mail, nor query on any
//   mail's body (a `like` search would spell out a token): an editor cannot change an owner's
//   password, so a link would give them what their role does not (collections/Submissions/MailOutbox.ts).
// - Admins read it while it waits to be sent, to help a recipient whose mail is stuck: they can
//   already set an owner's password and change any subscription, so a link gives them nothing more.
// - Once the mail server has it (or its last attempt failed) the body is erased for everybody
//   (src/jobs/sendMail.ts; the daily retention run sweeps any row left behind): the outbox then
//   keeps who, what kind, when and whether it was sent — never a live link.
import type { Payload } from 'payload'

import type { MailOutbox } from '@/payload-types'

type Purpose = MailOutbox['purpose']

/** Every purpose, classified: a new one must say whether its mails carry a secret link. */
const carriesSecret: Record<Purpose, boolean> = {
  notification: false, // to the agency: the lead, with a link to the admin
  friend: false, // the property's public link
  confirmation: true, // the visitor's copy may end with the newsletter's unsubscribe link
  'newsletter-confirm': true,
  'owner-login': true, // the owner's account business, though its link is the public reset page
  'owner-reset': true,
  'owner-invite': true,
  'alert-confirm': true,
  alert: true,
  'alert-digest': true,
  'favourites-link': true,
  'favourite-alert': true,
}

export const mailCarriesSecret = (purpose: unknown): boolean =>
  typeof purpose !== 'string' || carriesSecret[purpose as Purpose] !== false

export const secretMailPurposes = (Object.keys(carriesSecret) as Purpose[]).filter(
  (purpose) => carriesSecret[purpose],
)

const ERASED =
  'Verwijderd na verzending: deze mail bevatte een persoonlijke link. · Supprimé après envoi : cet e-mail contenait un lien personnel. · Removed after sending: this mail carried a personal link. · Nach dem Versand entfernt: Diese E-Mail enthielt einen persönlichen Link.'

/** What replaces the body of a mail with a secret once it is sent (or given up). */
export const erasedBody = { html: `<p>${ERASED}</p>`, text: ERASED, headers: null }

/** Erases the bodies of sent or failed mails with a secret that still hold one (a sweep). */
export const eraseDeliveredSecrets = async (payload: Payload) => {
  const { docs } = await payload.update({
    collection: 'mail-outbox',
    where: {
      and: [
        { purpose: { in: secretMailPurposes } },
        { status: { in: ['sent', 'failed'] } },
        { text: { not_equals: ERASED } },
      ],
    },
    data: erasedBody,
    depth: 0,
    limit: 1000,
  })
  return docs.length
}
