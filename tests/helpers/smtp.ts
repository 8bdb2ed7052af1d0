// A real SMTP server in the test process (smtp-server); what arrives is parsed by mailparser.
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtp = {
  url: string
  mails: ParsedMail[]
  close: () => Promise<void>
  /** Mails to `address` (case-insensitive), waiting up to `timeoutMs` for at least `count`. */
  waitFor: (address: string, count?: number, timeoutMs?: number) => Promise<ParsedMail[]>
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((entry) => entry.address?.toLowerCase() ?? ''),
  )

export const startSmtp = async (): Promise<TestSmtp> => {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const to = (address: string) =>
    mails.filter((mail) => recipients(mail).includes(address.toLowerCase()))
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    waitFor: async (address, count = 1, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs
      while (to(address).length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25))
      return to(address)
    },
  }
}

/** An address on which nothing listens: a mail server that is down. */
export const deadSmtpUrl = 'smtp://127.0.0.1:9'
