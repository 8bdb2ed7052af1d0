// The forms API refuses a field as `{ field, message }` (docs/forms-api.md): `field` is the
// field's path in the form's values, as the string of a JSON answer.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

export type ServerFieldError = { field: string; message: string }

/** Puts the server's messages on their fields, focusing the first. */
export const showServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly ServerFieldError[],
) =>
  errors.forEach((error, index) =>
    setError(
      // react-hook-form keeps an error under any path; its type only knows the paths of the
      // form's values, and the server names them in a string.
      error.field as FieldPath<T>,
      { type: 'server', message: error.message },
      { shouldFocus: index === 0 },
    ),
  )
