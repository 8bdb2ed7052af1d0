// A real SMTP server in the calling process (smtp-server), whose mails are parsed by mailparser:
// the plain-module twin of tests/helpers/smtp.ts, for scripts that run outside vitest.
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export const startSmtp = async () => {
  const mails = []
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Every address a mail went to, lower-cased. */
export const recipients = (mail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((entry) => entry.address?.toLowerCase() ?? ''),
  )
