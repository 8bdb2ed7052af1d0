// Without SMTP_URL a mail is written to the log instead of sent: in production without its text,
// which may carry a password-reset or login link; in development with it, to follow the links.
import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { nodemailerAdapter } from '@/lib/mail/adapter'

const logged: Record<string, unknown>[] = []
const payload = { logger: { info: (entry: Record<string, unknown>) => logged.push(entry) } }
const adapter = nodemailerAdapter()({ payload: payload as unknown as Payload })
const message = {
  to: 'owner@example.test',
  subject: 'Nieuw wachtwoord',
  text: 'Kies een nieuw wachtwoord: https://agency.example/nl/login/nieuw-wachtwoord/?token=secret',
}

afterEach(() => {
  vi.unstubAllEnvs()
  logged.length = 0
})

describe('a mail without SMTP_URL', () => {
  it('leaves its text out of the log in production', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('NODE_ENV', 'production')
    expect(await adapter.sendEmail(message)).toEqual({ logged: true })
    expect(JSON.stringify(logged)).not.toContain('token=secret')
    expect(logged[0]).toMatchObject({ to: message.to, subject: message.subject })
  })

  it('writes its text to the log in development', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('NODE_ENV', 'development')
    await adapter.sendEmail(message)
    expect(logged[0]).toMatchObject({ text: message.text })
  })
})
