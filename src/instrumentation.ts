// Runs once when the server process starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Rate limits need the socket address of each request (src/lib/http/clientAddress.ts).
  const { installPeerAddressStamp } = await import('./lib/http/clientAddress')
  installPeerAddressStamp()
}
