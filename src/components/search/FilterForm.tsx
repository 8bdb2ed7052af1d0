'use client'

import Form from 'next/form'
import { useRef, type ComponentProps } from 'react'

/** Keys with which a closed <select> steps through its options, firing `change` at each step. */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])
const steps = (event: React.KeyboardEvent) =>
  !event.altKey && // Alt+ArrowDown opens the option list, where a choice is confirmed
  !event.ctrlKey &&
  !event.metaKey &&
  (STEPPING_KEYS.has(event.key) ||
    event.key.startsWith('Page') ||
    (event.key.length === 1 && event.key !== ' ')) // type-ahead; the space bar opens the list

/**
 * Whether the form sits in a phone's "Filters (n)" disclosure (its summary shown). Applying there
 * would load the list, which remounts the page and closes the panel after every single choice.
 */
const inDisclosure = (form: HTMLFormElement) => {
  const summary = form.closest('details')?.querySelector('summary')
  return !!summary && summary.getClientRects().length > 0
}

/**
 * next/form navigates client-side (no full reload) and still posts a plain GET without
 * JavaScript. On a desk, choices made with a pointer (a select's option clicked or tapped, a
 * checkbox) apply at once; on a phone, in the filters' panel, the visitor makes several choices
 * and applies them with the button, as without JavaScript. A select stepped through with the keyboard fires `change` at every key press,
 * so applying then would load the list at every step and move the results under the visitor's
 * feet: keyboard choices apply on Enter (or the apply button), as without JavaScript.
 * Empty fields are left out of the URL so that shared links stay short.
 */
export function FilterForm(
  props: Omit<ComponentProps<typeof Form>, 'onChange' | 'onSubmit' | 'onKeyDown'>,
) {
  // The select the last key press stepped through; its next `change` came from the keyboard.
  const stepped = useRef<EventTarget | null>(null)
  return (
    <Form
      {...props}
      onPointerDown={() => (stepped.current = null)}
      onKeyDown={(event) => {
        if (!(event.target instanceof HTMLSelectElement)) return
        if (event.key === 'Enter') {
          event.preventDefault()
          stepped.current = null
          event.currentTarget.requestSubmit()
        } else if (steps(event)) {
          stepped.current = event.target
        }
      }}
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
        // An explicit "apply" on a phone closes the filters' panel: the results come first.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (submitter) event.currentTarget.closest('details')?.removeAttribute('open')
      }}
      onChange={(event) => {
        const target = event.target as HTMLElement
        if (inDisclosure(event.currentTarget)) return
        if (target instanceof HTMLSelectElement) {
          if (stepped.current === target) {
            stepped.current = null
            return
          }
          event.currentTarget.requestSubmit()
        } else if (target instanceof HTMLInputElement && target.type === 'checkbox') {
          event.currentTarget.requestSubmit()
        }
      }}
    />
  )
}
