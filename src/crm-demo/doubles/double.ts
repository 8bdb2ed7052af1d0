// The shared machinery of the CRM test doubles: a node:http server on 127.0.0.1 (port 0 unless
// told), a request log, switchable faults, and real photos (small PNGs unless told otherwise).
// The demo CRM of `npm run crm:demo` (src/crm-demo/) runs on it too.
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import sharp from 'sharp'

export type LoggedRequest = {
  method: string
  path: string
  query: string
  body: unknown
  auth?: string
  /** When the request came (ISO time). */
  at: string
}

export type Faults = {
  /** The next N calls of the API (not photos) answer 429 with Retry-After: 1 (second). */
  rateLimited: number
  /** The next N calls of the API answer 500. */
  serverErrors: number
  /** The next N calls of the API never answer (the client times out). */
  timeouts: number
  /** List pages from this offset on answer 500, every time (a listing failing half-way). */
  failFromOffset: number | null
  /** Photos whose URL path contains one of these answer 404. */
  brokenPhotos: string[]
  /** Photos whose URL path contains one of these answer after 300 ms (a slow image host). */
  slowPhotos: string[]
  /** Milliseconds every API answer waits. */
  delayMs: number
}

export const noFaults = (): Faults => ({
  rateLimited: 0,
  serverErrors: 0,
  timeouts: 0,
  failFromOffset: null,
  brokenPhotos: [],
  slowPhotos: [],
  delayMs: 0,
})

/** A JSON answer, or with `text` a raw one (an HTML page: set its Content-Type in `headers`). */
export type RouteAnswer = {
  status: number
  json?: unknown
  text?: string
  headers?: Record<string, string>
}
export type Route = (request: LoggedRequest) => Promise<RouteAnswer | null>

const photoCache = new Map<string, Buffer>()

/** A small PNG whose colour follows `seed`: different seeds give different contents. */
export const photoBytes = async (seed: string) => {
  const cached = photoCache.get(seed)
  if (cached) return cached
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const png = await sharp({
    create: {
      width: 32,
      height: 24,
      channels: 3,
      background: { r: hash & 255, g: (hash >> 8) & 255, b: (hash >> 16) & 255 },
    },
  })
    .png()
    .toBuffer()
  photoCache.set(seed, png)
  return png
}

export type Double = {
  url: string
  log: LoggedRequest[]
  faults: Faults
  /** Requests to `path` (prefix match), photos included. */
  calls: (pathPrefix: string) => LoggedRequest[]
  /** Photo requests being answered now, and the most at once since the start (or a reset). */
  photoLoad: { now: number; peak: number }
  close: () => Promise<void>
}

export type Photo = { bytes: Buffer; type: string }

export type DoubleOptions = {
  /** 0 (default): any free port. */
  port?: number
  /** The photo of /photos/{name}; default: photoBytes of the name without `.png`. */
  photo?: (name: string) => Promise<Photo>
}

const smallPhoto = async (name: string): Promise<Photo> => ({
  bytes: await photoBytes(name.replace(/\.png$/, '')),
  type: 'image/png',
})

/** Starts a server answering `route`; photos under /photos/{name}. */
export const startDouble = async (
  route: Route,
  { port: wanted = 0, photo = smallPhoto }: DoubleOptions = {},
): Promise<Double> => {
  const log: LoggedRequest[] = []
  const faults = noFaults()
  const sockets = new Set<Socket>()
  const photoLoad = { now: 0, peak: 0 }
  const double: Double = {
    url: '',
    log,
    faults,
    calls: (prefix) => log.filter((entry) => entry.path.startsWith(prefix)),
    photoLoad,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = raw
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      // kept as text
    }
    const entry: LoggedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body,
      auth: req.headers.authorization,
      at: new Date().toISOString(),
    }
    log.push(entry)
    if (url.pathname.startsWith('/photos/')) {
      photoLoad.now++
      photoLoad.peak = Math.max(photoLoad.peak, photoLoad.now)
      try {
        if (faults.brokenPhotos.some((part) => url.pathname.includes(part))) {
          res.writeHead(404).end()
          return
        }
        if (faults.slowPhotos.some((part) => url.pathname.includes(part)))
          await new Promise((resolve) => setTimeout(resolve, 300))
        const { bytes, type } = await photo(url.pathname.slice('/photos/'.length))
        res.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length }).end(bytes)
      } finally {
        photoLoad.now--
      }
      return
    }
    if (faults.timeouts > 0) {
      faults.timeouts--
      return // never answers
    }
    if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs))
    if (faults.rateLimited > 0) {
      faults.rateLimited--
      res.writeHead(429, { 'Retry-After': '1', 'Content-Type': 'application/json' }).end('{}')
      return
    }
    if (faults.serverErrors > 0) {
      faults.serverErrors--
      res.writeHead(500).end('oops')
      return
    }
    const failed: RouteAnswer = { status: 500, json: { error: 'double failed' } }
    const answer = await route(entry).catch(() => failed)
    if (!answer) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    if (answer.text !== undefined) {
      res.writeHead(answer.status, answer.headers).end(answer.text)
      return
    }
    res
      .writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers })
      .end(answer.json === undefined ? '' : JSON.stringify(answer.json))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject) // a fixed port in use
    server.listen(wanted, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  Object.assign(double, { url: `http://127.0.0.1:${port}` })
  return double
}
