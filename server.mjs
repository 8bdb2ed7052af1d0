// The production server (`npm start`): Next's request handler behind a cache of whole answers
// of prerendered pages (src/edge/responseCache.mjs, docs/decisions/0030). Same options as
// `next start`: the port from `-p`/`--port` or PORT (3000), the host from `-H`/`--hostname` or
// HOSTNAME (every interface). RESPONSE_CACHE_MB sets the cache's size (64; 0 turns it off).
import { createServer } from 'node:http'

process.env.NODE_ENV = 'production'

const option = (short, long) => {
  const args = process.argv.slice(2)
  const index = args.findIndex((arg) => arg === short || arg === long)
  return index >= 0 ? args[index + 1] : undefined
}
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = option('-H', '--hostname') ?? process.env.HOSTNAME ?? undefined
const cacheMegabytes = Number(process.env.RESPONSE_CACHE_MB ?? 64)

// This server's own address, as `next start` sets it: work done outside a request (the job
// queue: a CRM sync, an alert run) expires cache tags by asking this server
// (src/lib/revalidate.ts), which needs to know where it listens.
const ownHost =
  !hostname || hostname === '0.0.0.0' || hostname === '::'
    ? '127.0.0.1'
    : hostname.includes(':')
      ? `[${hostname}]`
      : hostname
process.env.PORT = String(port)
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${ownHost}:${port}`

const { default: next } = await import('next')
const { createResponseCache } = await import('./src/edge/responseCache.mjs')

const app = next({ dev: false, dir: import.meta.dirname, port })
const handle = app.getRequestHandler()
await app.prepare()

const cache = createResponseCache({
  maxBytes: Number.isFinite(cacheMegabytes) ? Math.max(0, cacheMegabytes) * 1024 * 1024 : 0,
})

const server = createServer((request, response) => {
  cache.handle(request, response, handle).catch((error) => {
    console.error('Request failed:', error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`)
})

const stop = () => {
  server.close()
  // Open keep-alive connections and Payload's job queue must not hold the process.
  setTimeout(() => process.exit(0), 2000).unref()
  server.closeIdleConnections?.()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
