// Payload's email adapter on nodemailer (@payloadcms/email-nodemailer is not installable at
// 3.90.2). SMTP_URL is read at each send, so a changed or restarted mail server is picked up
// without a restart; without SMTP_URL mails are written to the log — in production without their
// text, which may carry a secret link (a log is read by more people than the mails' addressees).
import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer, { type Transporter } from 'nodemailer'

export const mailFrom = () => process.env.MAIL_FROM?.trim() || 'no-reply@example.com'
export const mailFromName = () => process.env.MAIL_FROM_NAME?.trim() || 'Website'

const transports = new Map<string, Transporter>()

/** One transport per SMTP URL; short timeouts so a dead server fails a job instead of hanging it. */
const transportFor = (url: string): Transporter => {
  let transport = transports.get(url)
  if (!transport) {
    const parsed = new URL(url)
    transport = nodemailer.createTransport({
      host: parsed.hostname,
      port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
      secure: parsed.protocol === 'smtps:',
      auth: parsed.username
        ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    transports.set(url, transport)
  }
  return transport
}

export type SendResult = { messageId?: string; logged?: boolean }

export const nodemailerAdapter =
  (): EmailAdapter<SendResult> =>
  ({ payload }) => ({
    name: 'agency-nodemailer',
    defaultFromAddress: mailFrom(),
    defaultFromName: mailFromName(),
    sendEmail: async (message: SendEmailOptions): Promise<SendResult> => {
      const from = message.from ?? { name: mailFromName(), address: mailFrom() }
      const url = process.env.SMTP_URL?.trim()
      if (!url) {
        const production = process.env.NODE_ENV === 'production'
        payload.logger.info({
          msg: production
            ? 'Mail not sent (SMTP_URL is not set); its text is left out of the log'
            : 'Mail not sent (SMTP_URL is not set); written to the log',
          to: message.to,
          subject: message.subject,
          ...(production ? {} : { text: message.text }),
        })
        return { logged: true }
      }
      const info = await transportFor(url).sendMail({ ...message, from })
      return { messageId: info.messageId }
    },
  })
