// HTTP for the adapters: a timeout per call, retries with back-off on 429 (honouring
// Retry-After) and 5xx, and errors that never carry the URL (Omnicasa puts the credentials in it).
import { checkPublicUrl } from './hosts'
import { CrmError } from './types'

export type HttpOptions = {
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  body?: unknown
  /** Per attempt. */
  timeoutMs?: number
  attempts?: number
  /** Shown in errors and logs instead of the URL. */
  label: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Base delay of the back-off; tests lower it through CRM_BACKOFF_MS. */
const baseDelay = () => Number(process.env.CRM_BACKOFF_MS ?? 500)
/** The longest wait for a Retry-After the import accepts in a run. */
const MAX_WAIT_MS = 60_000

const retryAfterMs = (value: string | null): number | null => {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now())
}

export class HttpError extends CrmError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message, status === 401 || status === 403 ? 'auth' : 'http')
  }
}

/** One call with retries; answers the response of the first attempt that is not 429/5xx. */
export const request = async (url: string, options: HttpOptions): Promise<Response> => {
  await checkPublicUrl(url)
  const attempts = options.attempts ?? 5
  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait = baseDelay() * 2 ** (attempt - 1) * (0.75 + Math.random() / 2)
    try {
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        redirect: 'error',
      })
      if (response.status !== 429 && response.status < 500) return response
      await response.body?.cancel().catch(() => undefined)
      lastError = new HttpError(`${options.label}: HTTP ${response.status}`, response.status)
      if (response.status === 429) wait = retryAfterMs(response.headers.get('retry-after')) ?? wait
    } catch (error) {
      // Timeouts and refused connections; never the URL in the message.
      const name = (error as Error)?.name
      lastError = new CrmError(
        `${options.label}: ${name === 'TimeoutError' ? 'timed out' : 'no answer'}`,
        'http',
      )
    }
    if (attempt < attempts) await sleep(Math.min(wait, MAX_WAIT_MS))
  }
  throw lastError
}

/** A call whose answer must be JSON and 2xx. */
export const requestJson = async <T>(url: string, options: HttpOptions): Promise<T> => {
  const response = await request(url, options)
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new HttpError(`${options.label}: HTTP ${response.status}`, response.status)
  }
  try {
    return (await response.json()) as T
  } catch {
    throw new CrmError(`${options.label}: the answer is not JSON`, 'answer')
  }
}
