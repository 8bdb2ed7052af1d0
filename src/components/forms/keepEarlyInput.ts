'use client'
// What a visitor typed, ticked or chose before the page's script took the form over is kept. On
// a phone the server's form is usable seconds before React hydrates it; React leaves the
// visitor's input in place, but react-hook-form, registering a field, writes the field's default
// back into it (a checkbox group: every box but the first). So, the first time a field's element
// is registered: note what the visitor changed (the element differs from the server's HTML, which
// the element still knows as its default), let the form register it, put the visitor's input
// back and hand it to the form as a change.
import type { FieldValues, UseFormRegister } from 'react-hook-form'

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Puts the visitor's input back into `element`; null when the visitor did not change it. */
function visitorInput(element: Editable): (() => void) | null {
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options)
    if (!element.multiple) {
      // Without a `selected` option in the HTML the browser shows the first one it may.
      const marked = options.findIndex((option) => option.defaultSelected)
      const shown = marked >= 0 ? marked : options.findIndex((option) => !option.disabled)
      if (element.selectedIndex === shown) return null
      const index = element.selectedIndex
      return () => (element.selectedIndex = index)
    }
    if (options.every((option) => option.selected === option.defaultSelected)) return null
    const chosen = options.map((option) => option.selected)
    return () => options.forEach((option, index) => (option.selected = chosen[index]))
  }
  if (element instanceof HTMLInputElement) {
    if (element.type === 'file' || element.type === 'hidden') return null
    if (element.type === 'checkbox' || element.type === 'radio') {
      if (element.checked === element.defaultChecked) return null
      const checked = element.checked
      return () => (element.checked = checked)
    }
  }
  if (element.value === element.defaultValue) return null
  const value = element.value
  return () => (element.value = value)
}

/**
 * `register` that keeps a visitor's early input (above). `seen` holds the elements already
 * registered once: a later registration (every render) is the form's own.
 */
export function keepEarlyInput<T extends FieldValues>(
  register: UseFormRegister<T>,
  seen: WeakSet<Element>,
): UseFormRegister<T> {
  return (name, options) => {
    const field = register(name, options)
    return {
      ...field,
      ref: (element: Editable | null) => {
        const early = element && !seen.has(element) ? visitorInput(element) : null
        if (element) seen.add(element)
        field.ref(element)
        if (!early || !element) return
        early()
        // The form reads the field's value from its elements, as on a visitor's change.
        void field.onChange({ target: element, type: 'change' })
      },
    }
  }
}
