// The demo CRM's control page (http://127.0.0.1:4010/): its listings, with HTML forms that change
// them as an agent would in the CRM (each POST redirects back), and the leads the site sent it,
// newest first. A developer tool on the loopback address only, so in English and without
// sessions or CSRF tokens; the site sees a change at its next sync (docs/crm-import.md).
import { escapeHtml as escape } from '@/lib/mail/html'

import type { LoggedRequest, Route, RouteAnswer } from './doubles/double'
import type { WhiseDouble, WhiseEstate } from './doubles/whise'
import { DEMO_LISTINGS, DEMO_NEW_LISTINGS, demoEstate } from './listings'

const euros = (value: unknown) =>
  typeof value === 'number'
    ? new Intl.NumberFormat('en-BE', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(value)
    : 'on request'

const idOf = (estate: WhiseEstate, key: string) =>
  (estate[key] as { id?: number } | null | undefined)?.id

const isRent = (estate: WhiseEstate) => idOf(estate, 'purpose') === 2

/** What the site will show: offline, or the purpose status in words. */
export const statusOf = (estate: WhiseEstate) => {
  if (estate.displayStatusId === 1) return 'withdrawn (offline)'
  const words: Record<number, string> = {
    1: 'for sale',
    2: 'for rent',
    3: 'sold',
    4: 'rented',
    5: 'under option',
  }
  return words[idOf(estate, 'purposeStatus') ?? 0] ?? 'unknown'
}

/** A one-button form; its accessible name says which listing (every row has the same buttons). */
const button = (estate: WhiseEstate, action: string, text: string) =>
  `<form method="post" action="/listings/${estate.id}/${action}"><button aria-label="${text}: ${escape(estate.referenceNumber)}">${text}</button></form>`

const listingRow = (estate: WhiseEstate) => {
  const id = estate.id
  const place = `${escape(estate.address)} ${escape(estate.number)}, ${escape(estate.zip)} ${escape(estate.city)}`
  return `<tr>
  <td>${escape(estate.referenceNumber)}<br><small>id ${id}</small></td>
  <td>${place}</td>
  <td>${isRent(estate) ? 'rent' : 'sale'}</td>
  <td>${escape(statusOf(estate))}</td>
  <td>${escape(euros(estate.price))}${isRent(estate) ? ' / month' : ''}</td>
  <td class="actions">
    <form method="post" action="/listings/${id}/price">
      <label for="price-${id}">New price (€)</label>
      <input id="price-${id}" name="price" type="number" min="1" step="1" required value="${escape(estate.price)}">
      <button aria-label="Change price: ${escape(estate.referenceNumber)}">Change price</button>
    </form>
    ${button(estate, 'option', 'Under option')}
    ${button(estate, 'sold', isRent(estate) ? 'Rented' : 'Sold')}
    ${button(estate, 'withdraw', 'Withdraw')}
    ${button(estate, 'online', 'Available and online')}
  </td>
</tr>`
}

const leadItem = (request: LoggedRequest) => {
  const lead = (request.body ?? {}) as Record<string, unknown>
  return `<li>
  <p><time datetime="${escape(request.at)}">${escape(request.at)}</time> —
  <strong>${escape(lead.FirstName)} ${escape(lead.Name)}</strong>
  &lt;${escape(lead.PrivateEmail)}&gt; ${escape(lead.PrivateTel)}</p>
  <p>About estate ${escape((lead.EstateIds as unknown[] | undefined)?.join(', '))},
  office ${escape((lead.OfficeIds as unknown[] | undefined)?.join(', '))},
  language ${escape(lead.LanguageId)}</p>
  <blockquote>${escape(lead.Comments)}</blockquote>
</li>`
}

/** The page itself. */
export const controlHtml = (crm: WhiseDouble) => {
  const leads = crm
    .calls('/v1/contacts/upsert')
    .filter((request) => request.method === 'POST')
    .reverse()
  const { username, password, clientId, officeId } = crm.credentials
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Demo CRM (Whise)</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ccc; padding: .4rem; text-align: left; vertical-align: top; }
  .actions form { display: inline-block; margin: 0 .3rem .3rem 0; }
  .actions input { width: 7rem; }
  label { display: block; font-size: .8rem; }
  blockquote { margin: .3rem 0 0 1rem; color: #444; }
</style>
</head>
<body>
<header>
  <h1>Demo CRM (Whise)</h1>
  <p>A stand-in for Whise's API at <code>${escape(crm.url)}</code> — username
  <code>${escape(username)}</code>, password <code>${escape(password)}</code>, client id
  <code>${escape(clientId)}</code>, office id <code>${escape(officeId)}</code>. The site sees a
  change here at its next sync.</p>
</header>
<main>
<section aria-labelledby="listings">
  <h2 id="listings">Listings (${crm.estates.length})</h2>
  <form method="post" action="/listings/new"><button>Add a listing</button></form>
  <table>
    <thead><tr><th scope="col">Reference</th><th scope="col">Address</th><th scope="col">Goal</th>
    <th scope="col">Status</th><th scope="col">Price</th><th scope="col">Change</th></tr></thead>
    <tbody>${crm.estates.map(listingRow).join('\n')}</tbody>
  </table>
</section>
<section aria-labelledby="leads">
  <h2 id="leads">Leads received (${leads.length})</h2>
  ${leads.length ? `<ol reversed>${leads.map(leadItem).join('\n')}</ol>` : '<p>None yet.</p>'}
</section>
</main>
</body>
</html>`
}

const back: RouteAnswer = { status: 303, text: '', headers: { Location: '/' } }

/** Adds the next of DEMO_NEW_LISTINGS (then copies of them) with a new id. */
const addListing = (crm: WhiseDouble) => {
  const added = Math.max(0, crm.estates.length - DEMO_LISTINGS.length)
  const template = DEMO_NEW_LISTINGS[added % DEMO_NEW_LISTINGS.length]
  const id = Math.max(...crm.estates.map((estate) => estate.id)) + 1
  crm.estates.push(demoEstate(template, id, crm.url))
}

/** Applies one form of the page; false when the listing or the action is unknown. */
const act = (crm: WhiseDouble, id: number, action: string, form: URLSearchParams) => {
  const estate = crm.estates.find((e) => e.id === id)
  if (!estate) return false
  const goalStatus = isRent(estate) ? 2 : 1
  const actions: Record<string, () => void> = {
    price: () => crm.scenario.priceChange(id, Number(form.get('price')) || null),
    option: () => crm.scenario.option(id),
    sold: () => crm.scenario.change(id, { purposeStatus: { id: isRent(estate) ? 4 : 3 } }),
    withdraw: () => crm.scenario.withdrawn(id),
    online: () =>
      crm.scenario.change(id, { displayStatusId: 2, purposeStatus: { id: goalStatus } }),
  }
  if (!actions[action]) return false
  actions[action]()
  return true
}

/** The control page's routes, tried before the API's (startWhiseDouble's `pages`). */
export const controlPage =
  (crm: WhiseDouble): Route =>
  async (request) => {
    if (request.method === 'GET' && request.path === '/')
      return {
        status: 200,
        text: controlHtml(crm),
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }
    if (request.method !== 'POST' || !request.path.startsWith('/listings/')) return null
    if (request.path === '/listings/new') {
      addListing(crm)
      return back
    }
    const match = /^\/listings\/(\d+)\/(\w+)$/.exec(request.path)
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '')
    if (match && act(crm, Number(match[1]), match[2], form)) return back
    return {
      status: 404,
      text: 'No such listing or action',
      headers: { 'Content-Type': 'text/plain' },
    }
  }
