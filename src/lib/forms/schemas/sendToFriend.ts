import {
  contactFields,
  email,
  envelope,
  firstName,
  MAX_LONG_TEXT,
  objectId,
  optionalText,
  requiredText,
  formObject,
} from './fields'

/** Send a property page to a friend: the friend gets the page link and the sender's note. */
export const sendToFriendSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  friendFirstName: requiredText('friendFirstNameRequired'),
  friendLastName: requiredText('friendLastNameRequired'),
  friendEmail: email('friendEmailInvalid', 'friendEmailInvalid'),
  remarks: optionalText(MAX_LONG_TEXT),
  propertyId: objectId('propertyIdRequired'),
})
