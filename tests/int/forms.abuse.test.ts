// Abuse of the forms: a client that writes a new X-Forwarded-For on every request is still rate
// limited (only TRUSTED_PROXIES are believed), and send-to-friend is no mail relay — a sender
// reaches at most 5 friends a day, a recipient gets at most 3 such mails a day, and the friend
// mail carries no links from the sender. A real HTTP server in front of the forms route, a real
// SMTP server behind the mail queue.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomInt } from 'node:crypto'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST } from '@/app/api/forms/[kind]/route'
import { runMailQueue } from '@/jobs'
import { FRIEND_MAILS_PER_RECIPIENT, FRIEND_MAILS_PER_SENDER } from '@/lib/forms/sendToFriend'
import { catalogues } from '@/i18n/server'
import { resetRateLimits } from '@/lib/forms/rateLimit'
import { installPeerAddressStamp, PEER_ADDRESS_HEADER } from '@/lib/http/clientAddress'

import { getTestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postJson, unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let server: http.Server
let origin: string
let propertyId: string

const randomIp = () =>
  `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** The forms route behind a real Node HTTP server, as `next start` hands requests to it. */
const startServer = async () => {
  installPeerAddressStamp()
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    // What Next itself does: the socket address only where the client sent no X-Forwarded-For.
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', req.socket.remoteAddress!)
    const kind = req.url!.split('/').filter(Boolean).pop()!
    const response = await POST(
      new Request(`http://localhost${req.url}`, {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      }),
      { params: Promise.resolve({ kind }) },
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const send = (headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/forms/contact/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  }).then((response) => response.status)

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  const property = await payload.create({
    collection: 'properties',
    data: {
      title: 'Villa om door te sturen',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 400000,
      _status: 'published',
    } as never,
  })
  propertyId = String(property.id)
  await startServer()
})

afterAll(async () => {
  delete process.env.TRUSTED_PROXIES
  await new Promise((resolve) => server?.close(resolve))
  await smtp?.close()
})

beforeEach(async () => {
  await resetRateLimits(payload)
  delete process.env.TRUSTED_PROXIES
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '3'
  process.env.SMTP_URL = smtp.url
})

describe('the rate limit of the forms', () => {
  it('stops a client that sends a new X-Forwarded-For on every request (no TRUSTED_PROXIES)', async () => {
    const statuses = []
    for (let n = 0; n < 5; n++) {
      statuses.push(
        await send({ 'x-forwarded-for': randomIp(), [PEER_ADDRESS_HEADER]: randomIp() }),
      )
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400])
    expect(statuses.slice(3)).toEqual([429, 429])
  })

  it('believes X-Forwarded-For from a trusted proxy and limits each forwarded client', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1,10.0.0.0/8'
    // Five visitors behind the proxy, each once: none is limited.
    for (let n = 0; n < 5; n++) expect(await send({ 'x-forwarded-for': randomIp() })).toBe(400)
    // One visitor behind two proxies, whatever it claims itself, is limited after three.
    const statuses = []
    for (let n = 0; n < 4; n++) {
      statuses.push(await send({ 'x-forwarded-for': `${randomIp()}, 198.51.100.7, 10.1.2.3` }))
    }
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})

describe('send to a friend', () => {
  const body = (email: string, friendEmail: string, remarks = 'Kijk eens!') => ({
    firstName: 'Anna',
    email,
    friendFirstName: 'Bert',
    friendLastName: 'Claes',
    friendEmail,
    remarks,
    propertyId,
  })

  beforeEach(() => {
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  })

  it(`refuses the ${FRIEND_MAILS_PER_SENDER + 1}th mail of one sender in a day, in the sender's language, and mails nothing`, async () => {
    const sender = unique('sender')
    for (let n = 0; n < FRIEND_MAILS_PER_SENDER; n++) {
      const response = await postJson('send-to-friend', body(sender, unique('friend')))
      expect(response.status).toBe(201)
    }
    const sixthFriend = unique('friend')
    const refused = await postJson('send-to-friend', {
      ...body(sender.toUpperCase(), sixthFriend),
      locale: 'fr',
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    const json = await refused.json()
    expect(json.message).toBe(catalogues.fr.Forms.errors.friendSenderLimit)
    expect(json.errors).toEqual([
      { field: 'email', message: catalogues.fr.Forms.errors.friendSenderLimit },
    ])
    const { totalDocs } = await payload.count({
      collection: 'submissions',
      where: { email: { equals: sender } },
    })
    expect(totalDocs).toBe(FRIEND_MAILS_PER_SENDER)
    await runMailQueue(payload)
    expect(await smtp.waitFor(sixthFriend, 1, 1_000)).toHaveLength(0)
  })

  it(`sends one recipient at most ${FRIEND_MAILS_PER_RECIPIENT} mails a day, whoever sends them`, async () => {
    const friend = unique('friend')
    for (let n = 0; n < FRIEND_MAILS_PER_RECIPIENT; n++) {
      expect((await postJson('send-to-friend', body(unique('sender'), friend))).status).toBe(201)
    }
    const refused = await postJson('send-to-friend', {
      ...body(unique('sender'), friend.toUpperCase()),
      locale: 'de',
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await refused.json()).message).toBe(catalogues.de.Forms.errors.friendRecipientLimit)
    await runMailQueue(payload)
    expect(await smtp.waitFor(friend, FRIEND_MAILS_PER_RECIPIENT)).toHaveLength(
      FRIEND_MAILS_PER_RECIPIENT,
    )
  })

  it("carries no link or address of the sender's into the friend's mail", async () => {
    const friend = unique('friend')
    const remarks =
      'Mooi huis! Goedkope pillen op https://spam.example/buy en www.spam.example of bij deals.spam.example/x — mail promo@spam.example'
    const response = await postJson('send-to-friend', {
      ...body(unique('sender'), friend, remarks),
      firstName: 'Anna van spam.example',
    })
    expect(response.status).toBe(201)
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(friend)
    expect(mail.text).toContain('Mooi huis!')
    expect(mail.text).not.toContain('spam.example')
    expect(mail.html || '').not.toContain('spam.example')
    expect(mail.subject).not.toContain('spam.example')
    expect(mail.text).toMatch(new RegExp(`/${propertyId}/`))
  })
})
