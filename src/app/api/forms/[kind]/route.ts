// POST /api/forms/{kind} — the forms endpoint of docs/forms-api.md, a thin adapter over
// src/lib/forms (handleFormRequest → submitForm).
import { handleFormRequest } from '@/lib/forms/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ kind: string }> }

export async function POST(request: Request, { params }: Context) {
  const { kind } = await params
  return handleFormRequest(request, kind, getPayloadClient)
}
