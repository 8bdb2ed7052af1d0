'use client'
// The town box of the searches: a plain text input (it works without JavaScript) that, with it,
// suggests towns and postcodes as the visitor types, after the WAI-ARIA combobox pattern
// (role=combobox, a listbox, aria-activedescendant; arrows, Enter, Escape). Suggestions come
// from GET /api/places/, in the visitor's language; several places are separated by commas and
// only the last one is completed.
import { useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

type Place = { name: string; zip: string; value: string }

type Props = {
  id: string
  name: string
  locale: Locale
  defaultValue?: string
  /** The listbox's name, e.g. "Suggested towns". */
  listLabel: string
  /** What a screen reader hears when suggestions appear, per count ({count} replaced). */
  countText: { none: string; one: string; other: string }
}

const MIN_CHARS = 2
const DELAY_MS = 150

const lastPart = (text: string) => text.slice(text.lastIndexOf(',') + 1).trim()

export function PlaceCombobox({ id, name, locale, defaultValue, listLabel, countText }: Props) {
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [places, setPlaces] = useState<Place[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>(
    {},
  )

  const cancel = () => {
    clearTimeout(pending.current.timer)
    pending.current.controller?.abort()
  }
  useEffect(() => cancel, [])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  /** Asks for the places of the last part typed, a moment after the visitor stops typing. */
  const suggest = (text: string) => {
    cancel()
    const typed = lastPart(text)
    if (typed.length < MIN_CHARS) {
      setPlaces([])
      close()
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: typed, locale })
      fetch(`/api/places/?${params}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { places: [] }))
        .then((body: { places?: Place[] }) => {
          const found = body.places ?? []
          setPlaces(found)
          setActive(-1)
          setOpen(found.length > 0)
          const text =
            found.length === 0
              ? countText.none
              : found.length === 1
                ? countText.one
                : countText.other
          setStatus(text.replace('{count}', String(found.length)))
        })
        .catch(() => undefined)
    }, DELAY_MS)
    pending.current = { timer, controller }
  }

  const choose = (place: Place) => {
    const field = input.current
    if (!field) return
    const text = field.value
    const comma = text.lastIndexOf(',')
    field.value = comma < 0 ? place.value : `${text.slice(0, comma + 1)} ${place.value}`
    cancel()
    close()
    setPlaces([])
    field.focus()
  }

  const optionId = (index: number) => `${listId}-option-${index}`

  return (
    <div className="place-combobox">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        defaultValue={defaultValue}
        onChange={(event) => suggest(event.currentTarget.value)}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (!places.length) return
            event.preventDefault()
            const step = event.key === 'ArrowDown' ? 1 : -1
            setOpen(true)
            setActive((current) =>
              !open || current < 0
                ? step > 0
                  ? 0
                  : places.length - 1
                : (current + step + places.length) % places.length,
            )
          } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault()
            choose(places[active])
          } else if (event.key === 'Escape' && open) {
            event.preventDefault()
            close()
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} hidden={!open}>
        {places.map((place, index) => (
          <li
            key={`${place.name}-${place.zip}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.name} <span className="place-combobox__zip">{place.zip}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? status : ''}
      </span>
    </div>
  )
}
