// send-to-friend: mails a property page to a friend. It mails a stranger, so it is limited per
// sender and per recipient and day (429, ../sendToFriend.ts), and the friend's mail carries no
// links or addresses from the sender, and goes out only with a solved captcha (0012).
import { thankYouPath } from '@/lib/site/paths'
import { propertyUrl } from '../links'
import { friendMail } from '../mails'
import { propertyName } from '../display'
import { formSchemas } from '../schemas'
import { checkFriendLimit, friendNote, withoutLinks } from '../sendToFriend'

import { agencyNotification, visitorConfirmation } from './shared'
import type { FormRules } from './types'

/** The friend's address, lower-cased: the daily limits count every spelling of one address. */
type Found = { recipient: string }

export const sendToFriend: FormRules<'send-to-friend', Found> = {
  kind: 'send-to-friend',
  schema: formSchemas['send-to-friend'],
  async check({ payload, values, email, now }) {
    const recipient = String(values.friendEmail).toLowerCase()
    const limit = await checkFriendLimit(payload, { sender: email, recipient, now })
    if (!limit.ok) {
      return {
        refused: 429,
        issues: [{ field: limit.field, key: limit.key }],
        retryAfter: limit.retryAfter,
      }
    }
    return { found: { recipient } }
  },
  // Stored lower-cased, as the limits above count it.
  stores: ({ found }) => ({ content: { friendEmail: found.recipient } }),
  mails: (m) => [
    agencyNotification(m),
    visitorConfirmation(m),
    m.property && m.verified
      ? {
          purpose: 'friend',
          to: m.found.recipient,
          replyTo: m.email,
          mail: friendMail({
            locale: m.locale,
            senderName: withoutLinks(m.name, 100),
            friendName: withoutLinks(
              `${String(m.values.friendFirstName)} ${String(m.values.friendLastName)}`,
              100,
            ),
            // The friend did not ask for this mail: no links or addresses from a stranger in it.
            note: friendNote(m.values.remarks),
            link: propertyUrl(m.origin, m.property, m.locale),
            propertyTitle: propertyName({
              reference: m.property.reference,
              title: m.property.title,
            }),
            agencyName: m.agency.name,
          }),
        }
      : null,
  ],
  thankYou: (locale) => thankYouPath(locale, 'send-to-friend'),
}
