'use client'
// The header's menu on a phone: a button that shows and hides the menu (a disclosure: the button
// has aria-expanded and aria-controls). Without JavaScript the button is not shown and the menu
// stays open (MenuDisclosure.module.css, `scripting: enabled`); on a tablet or desk the menu is
// always shown and the button hidden.
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './MenuDisclosure.module.css'

type Props = { label: string; panelId: string; children: ReactNode }

export function MenuDisclosure({ label, panelId, children }: Props) {
  const pathname = usePathname()
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className={styles.icon} aria-hidden="true" />
        {label}
      </button>
      <div id={panelId} className={styles.panel} data-open={open ? '' : undefined}>
        {children}
      </div>
    </>
  )
}
