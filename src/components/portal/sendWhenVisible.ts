// What both beacons (ViewBeacon, AppearanceBeacon) do: send one JSON body to a counting
// endpoint once the page is visible — sendBeacon when the browser has it, else a keepalive fetch
// without credentials. Returns the cleanup for useEffect.
export function sendWhenVisible(url: string, body: () => string): () => void {
  let sent = false
  const send = () => {
    if (sent || document.visibilityState !== 'visible') return
    sent = true
    const json = body()
    const blob = new Blob([json], { type: 'application/json' })
    if (navigator.sendBeacon?.(url, blob)) return
    fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined)
  }
  send()
  document.addEventListener('visibilitychange', send)
  return () => document.removeEventListener('visibilitychange', send)
}
