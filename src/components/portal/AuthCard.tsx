// The frame of the login, forgot-password and new-password pages: a centred card with a title.
import type { ReactNode } from 'react'

import './portal.css'

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <div className="container portal-auth">
      <section className="portal-auth__card" aria-labelledby="portal-auth-title">
        <h1 id="portal-auth-title">{title}</h1>
        {intro && <p className="portal-auth__intro">{intro}</p>}
        {children}
      </section>
    </div>
  )
}

export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      className={`portal-alert portal-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  )
}
