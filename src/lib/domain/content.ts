import type { Locale } from './types'

/**
 * A multilingual value: `content[locale]`, else `content[LOCALE]` (the feed's upper-case keys).
 * Decision: a lower-case key holding null or undefined counts as missing, so the upper-case key is
 * tried; an empty string is a value and is returned.
 */
export function pickLocalized<T>(
  content: Record<string, T> | null | undefined,
  locale: Locale,
): T | undefined {
  if (!content) return undefined
  const value = content[locale]
  if (value !== undefined && value !== null) return value
  return content[locale.toUpperCase()]
}

export type CategoryItem = {
  ID: number
  ParentID?: number | null
  Name: string
  WebID?: number | null
}

export type CategoryNode<T extends CategoryItem = CategoryItem> = {
  id: number
  parentid: number | null
  value: string
  label: string
  item: T
  children: CategoryNode<T>[]
}

/**
 * Nested categories for a tree select, input order kept at every level.
 *
 * Decisions: besides a missing, null or 0 parent, an item whose parent is not in the list, or is
 * itself, is a root (an orphan would otherwise vanish from the selector); `parentid` is the given
 * parent or null; of two items with the same ID the first is kept. Items that only reach each other in a cycle have no root and are left out.
 */
export function toCategoryTree<T extends CategoryItem>(items: readonly T[]): CategoryNode<T>[] {
  const nodes = new Map<number, CategoryNode<T>>()
  for (const item of items) {
    if (nodes.has(item.ID)) continue
    nodes.set(item.ID, {
      id: item.ID,
      parentid: item.ParentID ?? null,
      value: `${item.ID}-${item.Name}`,
      label: item.Name,
      item,
      children: [],
    })
  }
  const roots: CategoryNode<T>[] = []
  for (const node of nodes.values()) {
    const parent = node.parentid ? nodes.get(node.parentid) : undefined
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
