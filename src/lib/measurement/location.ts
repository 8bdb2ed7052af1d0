// Whether the measurement scripts may run on a page, as far as its address goes. Links from our
// mails carry secrets — a saved search's manage page `?token=…`, the favourites page `#sync=…`,
// a reset link's `?token=…` — and whoever holds one acts as the subscriber or the owner. Google's
// and Meta's scripts read `location.href` and `document.referrer` themselves (the Meta pixel and
// a tag manager's built-in URL variables cannot be handed another address), so stripping the
// secret from what we pass them would not keep it from them: a page whose address or referrer
// carries a secret is not measured at all (docs/tracking.md). The pages of such links also send
// no referrer, so the page after them is measured normally.
// Pure: the browser module calls it with location.href and document.referrer.

/** A query or fragment parameter whose value may be a secret. */
export const isSecretParameter = (name: string): boolean =>
  /token|secret|passw|signature|^sig$|^code$|^key$|^auth|session|^sync$|^otp$/i.test(name.trim())

/** Whether an address carries a secret: in its query, its fragment or its credentials. */
export const carriesSecret = (href: string): boolean => {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return false
  }
  const secretIn = (parameters: URLSearchParams) =>
    [...parameters.keys()].some((name) => isSecretParameter(name))
  return (
    Boolean(url.username || url.password) ||
    secretIn(url.searchParams) ||
    secretIn(new URLSearchParams(url.hash.replace(/^#/, '')))
  )
}

/** Whether the scripts may see this page: neither its address nor its referrer has a secret. */
export const isMeasurableLocation = ({ href, referrer }: { href: string; referrer: string }) =>
  !carriesSecret(href) && !carriesSecret(referrer)
