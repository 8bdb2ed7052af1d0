// The envelope of every form: what tells a person from a bot, checked here in one place for all
// kinds (docs/forms-api.md; docs/decisions/0005, 0012, 0016). Nothing of it is stored.
//
// - Rate limit: per client (address, or IPv6 /64) and kind, counted in the database; taken before the body is
//   read, so a flood costs no parsing (src/lib/forms/http.ts).
// - Honeypot: a field of every schema (`envelope()` in ./schemas/fields.ts, `homepage` on the
//   testimonial form, whose `website` is real), so the browser and the server refuse it alike.
// - Captcha (ALTCHA) and fill time (the page's signed `startedAt`): after the body is valid. A
//   browser's form post without JavaScript cannot solve the captcha: it is taken without one
//   only with the signed start time of a page this server rendered (not too fast, not older than
//   a day), and is then not `verified`: stored flagged for review, and no mail with text the
//   visitor typed goes to an address the visitor typed (docs/decisions/0012).
import type { Payload } from 'payload'

import { clientLimitKey } from '@/lib/http/clientAddress'

import { checkStartedAt } from './antispam'
import { captchaEnabled, verifyCaptcha } from './captcha'
import { refuse, type Refusal } from './errors'
import type { FormKind } from '@/lib/site/formKinds'
import { takeRateLimit } from './rateLimit'
import { honeypotField } from './schemas'

/** Counts this request against the client's limit for the kind (429 with `retryAfter` when over). */
export const takeFormRateLimit = (payload: Payload, request: Request, kind: FormKind) =>
  takeRateLimit(payload, `${clientLimitKey(request)}|${kind}`)

/** The envelope's fields of a kind: in every body, never in the stored submission. */
export const envelopeFields = (kind: FormKind): ReadonlySet<string> =>
  new Set(['altcha', 'startedAt', 'locale', honeypotField(kind)])

/** The captcha and the fill time of a valid body; `verified` unless taken without the captcha. */
export const checkEnvelope = async ({
  payload,
  values,
  browserForm,
  now,
}: {
  payload: Payload
  values: { altcha?: unknown; startedAt?: unknown }
  browserForm: boolean
  now: Date
}): Promise<Refusal | { verified: boolean }> => {
  let verified = !captchaEnabled()
  if (captchaEnabled()) {
    const captcha = await verifyCaptcha(payload, values.altcha)
    verified = captcha === 'ok'
    if (!verified && !(browserForm && captcha === 'missing'))
      return refuse(400, 'altcha', captcha === 'missing' ? 'captchaMissing' : 'captchaInvalid')
  }
  const started = checkStartedAt(values.startedAt, now.getTime())
  if (started === 'too-fast' || started === 'invalid') return refuse(400, 'startedAt', 'tooFast')
  if (!verified && (started === 'absent' || started === 'expired'))
    return refuse(400, 'startedAt', 'formExpired')
  return { verified }
}
