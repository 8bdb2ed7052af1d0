// The plain forms of the owner portal's pages (login, forgot password, profile): a post that
// works without JavaScript, in the page's language, with its fields and the submit button last.
import type { ReactNode } from 'react'

export function PortalForm({
  action,
  locale,
  submit,
  children,
}: {
  action: string
  locale: string
  /** The submit button's text. */
  submit: string
  children: ReactNode
}) {
  return (
    <form className="portal-form" method="post" action={action}>
      <input type="hidden" name="locale" value={locale} />
      {children}
      <button className="button portal-form__submit" type="submit">
        {submit}
      </button>
    </form>
  )
}

/** A labelled field; its input, hint and error are the children, in that order. */
export function PortalField({
  id,
  label,
  children,
}: {
  id: string
  label: string
  children: ReactNode
}) {
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

/** The e-mail address or username of the owner's account (login and forgot password). */
export function IdentifierField({ id, label }: { id: string; label: string }) {
  return (
    <PortalField id={id} label={label}>
      <input
        id={id}
        name="identifier"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
      />
    </PortalField>
  )
}
