'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true once the page runs its script:
 * what only works with JavaScript (steps shown one at a time, fields revealed by a tick box)
 * shows everything until then, so the form is complete, and posts whole, without JavaScript.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
