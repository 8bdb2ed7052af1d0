'use client'
// The new-password form: a plain post (works without JavaScript); with JavaScript it shows the
// strength rules as they are met and checks the same zod schema as the server before sending.
import { useState, type FormEvent } from 'react'

import { newPasswordSchema, passwordRules } from '@/lib/portal/password'

type Texts = {
  password: string
  confirm: string
  submit: string
  rules: string
  ruleTexts: Record<(typeof passwordRules)[number]['key'], string>
  errors: Record<string, string>
}

export function NewPasswordForm({
  locale,
  token,
  serverError,
  texts,
}: {
  locale: string
  token: string
  serverError?: string
  texts: Texts
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<{ field: string; message: string } | null>(
    serverError ? { field: 'password', message: texts.errors[serverError] ?? '' } : null,
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    const parsed = newPasswordSchema.safeParse({
      token,
      password: String(data.get('password') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    })
    if (parsed.success) return
    event.preventDefault()
    const issue = parsed.error.issues[0]
    setError({
      field: String(issue.path[0] ?? 'password'),
      message: texts.errors[issue.message] ?? texts.errors.tokenInvalid,
    })
  }

  const describedBy = (field: string) =>
    [
      field === 'password' ? 'new-password-rules' : null,
      error?.field === field ? 'new-password-error' : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <form
      className="portal-form"
      method="post"
      action="/api/owner-portal/new-password"
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {error?.message && (
        <p className="portal-alert portal-alert--error" role="alert" id="new-password-error">
          {error.message}
        </p>
      )}
      <div className="portal-field">
        <label htmlFor="new-password">{texts.password}</label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error?.field === 'password' || undefined}
          aria-describedby={describedBy('password')}
        />
      </div>
      <div id="new-password-rules" className="portal-rules">
        <p>{texts.rules}</p>
        <ul>
          {passwordRules.map((rule) => {
            const met = rule.test(password)
            return (
              <li key={rule.key} className={met ? 'is-met' : undefined}>
                <span aria-hidden="true">{met ? '✓' : '•'}</span> {texts.ruleTexts[rule.key]}
              </li>
            )
          })}
        </ul>
      </div>
      <div className="portal-field">
        <label htmlFor="new-password-confirm">{texts.confirm}</label>
        <input
          id="new-password-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          aria-invalid={error?.field === 'confirm' || undefined}
          aria-describedby={describedBy('confirm')}
        />
      </div>
      <button className="button portal-form__submit" type="submit">
        {texts.submit}
      </button>
    </form>
  )
}
