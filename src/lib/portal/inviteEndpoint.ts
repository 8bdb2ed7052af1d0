// POST /api/owners/:id/invite — staff send an owner the invitation to the portal: a mail in the
// owner's language with a link to choose a password, valid seven days. Only staff (admins and
// editors) may; anyone else gets the same 403 whether the owner exists or not.
import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import { inLanguage, label } from '@/fields/labels'
import { catalogues } from '@/i18n/server'

import { inviteOwner } from './account'

export const inviteTexts = {
  sent: label(
    'Uitnodiging verstuurd naar {email}. De link is zeven dagen geldig.',
    'Invitation envoyée à {email}. Le lien est valable sept jours.',
    'Invitation sent to {email}. The link is valid for seven days.',
    'Einladung an {email} gesendet. Der Link ist sieben Tage gültig.',
  ),
  noEmail: label(
    'Deze eigenaar heeft geen e-mailadres. Vul het in en bewaar, en nodig dan uit.',
    "Ce propriétaire n'a pas d'adresse e-mail. Indiquez-la, enregistrez, puis invitez.",
    'This owner has no e-mail address. Enter it, save, then invite.',
    'Dieser Eigentümer hat keine E-Mail-Adresse. Tragen Sie sie ein, speichern Sie und laden Sie dann ein.',
  ),
  // The spec's "Persoon is niet gevonden" (section 8). Only staff reach it (everyone else gets
  // the same 403 first), so it tells no visitor whether an account exists; the owner login and
  // the password reset never say it.
  notFound: label(
    catalogues.nl.Portal.invite.personNotFound,
    catalogues.fr.Portal.invite.personNotFound,
    catalogues.en.Portal.invite.personNotFound,
    catalogues.de.Portal.invite.personNotFound,
  ),
  forbidden: label(
    'Alleen medewerkers van het kantoor kunnen eigenaars uitnodigen.',
    "Seuls les collaborateurs de l'agence peuvent inviter des propriétaires.",
    'Only agency staff can invite owners.',
    'Nur Mitarbeitende des Büros können Eigentümer einladen.',
  ),
}

const answer = (status: number, message: string) => Response.json({ message }, { status })

export const inviteOwnerEndpoint: Endpoint = {
  path: '/:id/invite',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return answer(403, inLanguage(inviteTexts.forbidden, req))
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return answer(404, inLanguage(inviteTexts.notFound, req))
    const outcome = await inviteOwner(req.payload, { ownerId: Number(id) })
    if (!outcome.ok)
      return outcome.reason === 'no-email'
        ? answer(422, inLanguage(inviteTexts.noEmail, req))
        : answer(404, inLanguage(inviteTexts.notFound, req))
    return Response.json(
      {
        message: inLanguage(inviteTexts.sent, req).replace('{email}', outcome.email),
        expires: outcome.expires.toISOString(),
      },
      { status: 202 },
    )
  },
}
