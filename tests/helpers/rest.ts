// Calls Payload's real REST handlers in process, as a given session (none: anonymous visitor).
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import config from '@payload-config'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }

export const api = async (
  method: Method,
  path: string,
  {
    token,
    body,
    headers: extra = {},
  }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Json }> => {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const headers: Record<string, string> = { ...extra }
  if (token) headers.Authorization = `JWT ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handlers[method](config)(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} }
}
