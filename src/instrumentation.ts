// Runs once when a Next.js server starts (node_modules/next/dist/docs, instrumentation.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // A production server without its public address would build the links of cached pages and
  // mails from a Host header any client chooses: it stops here, saying what to set.
  const { productionOriginProblem } = await import('./lib/origin')
  const problem = productionOriginProblem()
  if (problem) {
    console.error(`> ${problem}`)
    process.exit(1)
  }
  // Rate limits need the socket address of each request (src/lib/http/clientAddress.ts).
  const { installPeerAddressStamp } = await import('./lib/http/clientAddress')
  installPeerAddressStamp()

  // Payload is initialised here rather than by the first request that needs it, so that its job
  // queue (the forms' mails, the GDPR purge; src/jobs) runs from the start of `next start`, also
  // after a restart that no visitor or editor has yet followed.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  try {
    // cron: the autoRun crons start only when asked for (as Payload's own route handlers do).
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still starts: the first request tries again and shows the error where it matters.
    console.error('Payload could not start with the server; the first request will retry', error)
  }
}
