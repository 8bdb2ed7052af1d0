// GET /api/forms/challenge — a fresh ALTCHA proof-of-work challenge for the form widget.
import { createCaptchaChallenge } from '@/lib/forms/captcha'

export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await createCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
