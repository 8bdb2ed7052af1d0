'use client'

import Form from 'next/form'
import type { ComponentProps } from 'react'

/**
 * next/form navigates client-side (no full reload) and still posts a plain GET without
 * JavaScript. Choices that need no typing (selects, checkboxes) apply at once; empty fields
 * are left out of the URL so that shared links stay short.
 */
export function FilterForm(props: Omit<ComponentProps<typeof Form>, 'onChange' | 'onSubmit'>) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        for (const element of Array.from(event.currentTarget.elements)) {
          if (
            (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
            element.name &&
            element.value === ''
          ) {
            element.disabled = true
            queueMicrotask(() => (element.disabled = false))
          }
        }
      }}
      onChange={(event) => {
        const target = event.target as HTMLElement
        if (
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && target.type === 'checkbox')
        ) {
          event.currentTarget.requestSubmit()
        }
      }}
    />
  )
}
