// POST /api/alerts/manage/?token=… — the manage page's form (it works without JavaScript):
// `action` save (criteria and frequency), pause, resume or unsubscribe; then 303 back to the
// page, which says what was done. Invalid criteria change nothing (the page says why).
import { demandSearchSchema } from '@/lib/forms/schemas/demandRegister'
import { decodeHtmlForm } from '@/lib/forms/htmlForm'
import { isErrorKey } from '@/lib/forms/messages'
import {
  findByToken,
  setPausedByToken,
  unsubscribeByToken,
  updateCriteriaByToken,
} from '@/lib/alerts/subscriptions'
import { localeOfRequest, tokenOf } from '@/lib/http/answers'
import { invalidLinkPage, toManagePage } from '@/lib/alerts/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 64 * 1024

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const token = tokenOf(request)
  const search = await findByToken(payload, token)
  if (!search) return invalidLinkPage(localeOfRequest(request))
  let entries: [string, string][] = []
  try {
    const text = await request.text()
    if (text.length > MAX_BYTES) return toManagePage(search.locale, token, 'invalid')
    entries = [...new URLSearchParams(text)]
  } catch {
    return toManagePage(search.locale, token, 'invalid')
  }
  const action = entries.find(([name]) => name === 'action')?.[1]
  if (action === 'unsubscribe') {
    await unsubscribeByToken(payload, token)
    return toManagePage(search.locale, token, 'unsubscribed')
  }
  if (search.status === 'stopped') return toManagePage(search.locale, token)
  if (action === 'pause' || action === 'resume') {
    await setPausedByToken(payload, token, action === 'pause')
    return toManagePage(search.locale, token, action === 'pause' ? 'paused' : 'resumed')
  }
  const parsed = demandSearchSchema.safeParse(decodeHtmlForm(demandSearchSchema, entries))
  if (!parsed.success) {
    // The message's key only (our own text, translated by the page), never a typed value.
    const key = parsed.error.issues[0]?.message ?? 'invalidValue'
    return toManagePage(search.locale, token, 'invalid', isErrorKey(key) ? key : 'invalidValue')
  }
  await updateCriteriaByToken(payload, token, parsed.data as Record<string, unknown>)
  return toManagePage(search.locale, token, 'saved')
}
