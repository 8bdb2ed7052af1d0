// Fields every mail subscription of a visitor without an account has (saved searches, favourites
// lists): the secret of its links, and the site's address it was made on. Functions: Payload
// sanitizes a field object in place, so each collection gets its own.
import type { Field } from 'payload'

/** The visitor's credential in every link: never shown or changed over the API, not even to staff. */
export const secretTokenField = (): Field => ({
  name: 'token',
  type: 'text',
  unique: true,
  index: true,
  access: { read: () => false, update: () => false },
  admin: { hidden: true },
})

/**
 * The site's address the visitor used: the links of mails a job writes later (SERVER_URL wins
 * when it is set).
 */
export const originField = (): Field => ({ name: 'origin', type: 'text', admin: { hidden: true } })
