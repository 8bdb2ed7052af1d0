// The connections' endpoints (docs/crm-import.md), staff only:
// - POST /api/crm-connections/{id}/sync: 202 with the run's id; 409 (`reason` busy or
//   dry-run-first) while a run of the connection goes or before its first dry run succeeded.
// - POST /api/crm-connections/{id}/check: "test the connection" — 200 with `ok` and a message in
//   the staff member's language.
import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import { inLanguage, label } from '@/fields/labels'

import { providerNames } from './types'

const answer = (status: number, body: object) => Response.json(body, { status })

/** The id in the path, or null when it cannot be one. */
const connectionId = (req: PayloadRequest) => {
  const id = String(req.routeParams?.id ?? '')
  if (!/^[\w-]{1,40}$/.test(id)) return null
  return /^\d+$/.test(id) ? Number(id) : id
}

export const syncEndpoint: Endpoint = {
  path: '/:id/sync',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return answer(403, { message: 'staff only' })
    const connection = connectionId(req)
    if (connection === null) return answer(404, { message: 'not found' })
    let body: { mode?: unknown; full?: unknown } = {}
    try {
      body = ((await req.json?.()) ?? {}) as typeof body
    } catch {
      return answer(400, { message: 'the body is not JSON' })
    }
    const mode = body.mode === 'apply' ? 'apply' : body.mode === 'dry-run' ? 'dry-run' : null
    if (!mode) return answer(400, { message: 'mode must be "dry-run" or "apply"' })
    // Loaded on call: the run reaches the data layer (server-only), which the CMS schema that
    // declares this endpoint must not load (Payload's CLI loads the schema outside Next).
    const { startRun } = await import('./run')
    const outcome = await startRun(req.payload, { connection, mode, full: body.full === true })
    if (outcome.ok) return answer(202, { run: outcome.run })
    if (outcome.reason === 'not-found') return answer(404, { message: 'not found' })
    if (outcome.reason === 'busy')
      return answer(409, { reason: 'busy', message: 'a run of this connection is going' })
    return answer(409, {
      reason: 'dry-run-first',
      message: 'run a dry run of this connection first',
    })
  },
}

/** What "test the connection" says; `{crm}` is the CRM's name. */
const checkTexts = {
  ok: label(
    'Verbinding gelukt: {crm} aanvaardt de gegevens.',
    'Connexion réussie : {crm} accepte les identifiants.',
    'Connected: {crm} accepts the credentials.',
    'Verbindung erfolgreich: {crm} akzeptiert die Zugangsdaten.',
  ),
  auth: label(
    '{crm} weigert de gegevens. Controleer de gebruikersnaam, het wachtwoord en de andere ids, en bewaar opnieuw.',
    '{crm} refuse les identifiants. Vérifiez le nom d’utilisateur, le mot de passe et les autres identifiants, puis enregistrez à nouveau.',
    '{crm} refuses the credentials. Check the username, password and other ids, and save again.',
    '{crm} lehnt die Zugangsdaten ab. Prüfen Sie Benutzername, Passwort und die anderen IDs und speichern Sie erneut.',
  ),
  host: label(
    'Dit API-adres mag de site niet oproepen (geen geldig of een intern netwerkadres).',
    'Le site ne peut pas appeler cette adresse d’API (adresse invalide ou de réseau interne).',
    'The site may not call this API address (not valid, or an internal network address).',
    'Die Website darf diese API-Adresse nicht aufrufen (ungültig oder eine interne Netzwerkadresse).',
  ),
  answer: label(
    '{crm} antwoordt, maar niet zoals verwacht. Controleer het API-adres.',
    '{crm} répond, mais pas comme prévu. Vérifiez l’adresse de l’API.',
    '{crm} answers, but not as expected. Check the API address.',
    '{crm} antwortet, aber nicht wie erwartet. Prüfen Sie die API-Adresse.',
  ),
  http: label(
    '{crm} antwoordt niet of met een fout. Probeer het later opnieuw of controleer het API-adres.',
    '{crm} ne répond pas ou renvoie une erreur. Réessayez plus tard ou vérifiez l’adresse de l’API.',
    '{crm} does not answer, or answers with an error. Try again later or check the API address.',
    '{crm} antwortet nicht oder mit einem Fehler. Versuchen Sie es später erneut oder prüfen Sie die API-Adresse.',
  ),
}

export const checkEndpoint: Endpoint = {
  path: '/:id/check',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return answer(403, { message: 'staff only' })
    const connection = connectionId(req)
    if (connection === null) return answer(404, { message: 'not found' })
    const { checkConnection } = await import('./check')
    const outcome = await checkConnection(req.payload, connection)
    if (outcome.provider === null) return answer(404, { message: 'not found' })
    const kind = outcome.ok ? 'ok' : outcome.kind === 'timeout' ? 'http' : outcome.kind
    const message = inLanguage(checkTexts[kind], req).replace(
      '{crm}',
      providerNames[outcome.provider],
    )
    return answer(200, { ok: outcome.ok, message })
  },
}
