import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { CopyFormApi } from './copy-fields'

/**
 * A list in the copy (the principles, the team) that staff add to, reorder and remove from. Not react-hook-form's
 * `useFieldArray`: that one hook adds 1.5 kB to the first load of every page with a form (react-hook-form is one
 * shared chunk, ADR 0082). The list is read with `useWatch` and written whole with `setValue`, which sets each
 * field it holds; each item keeps a key of its own, so an item's state (a photo being uploaded) moves with it.
 */
export function useListField<Item>(form: CopyFormApi, name: string) {
  const items = (useWatch({ control: form.control, name }) as Item[] | undefined) ?? []
  // Each item's key, and the next key to give: a new item's key is never one an earlier item had.
  const [{ keys, next }, setKeys] = useState<{ keys: number[]; next: number }>({ keys: [], next: 0 })
  // A reset (the saved copy, a restored revision) can change the list's length: fresh keys for new items.
  let shown = { keys, next }
  if (keys.length !== items.length) {
    const fresh = Array.from({ length: Math.max(0, items.length - keys.length) }, (_, at) => next + at)
    shown = { keys: [...keys.slice(0, items.length), ...fresh], next: next + fresh.length }
    setKeys(shown)
  }
  const write = (nextItems: Item[], nextKeys: number[], nextFree = shown.next) => {
    setKeys({ keys: nextKeys, next: nextFree })
    form.setValue(name, nextItems, { shouldDirty: true })
  }
  const moved = <T>(list: T[], from: number, to: number) => {
    const copy = [...list]
    copy.splice(to, 0, ...copy.splice(from, 1))
    return copy
  }
  return {
    keys: shown.keys,
    count: items.length,
    move: (from: number, to: number) => write(moved(items, from, to), moved(shown.keys, from, to)),
    remove: (index: number) =>
      write(
        items.filter((_, at) => at !== index),
        shown.keys.filter((_, at) => at !== index),
      ),
    append: (item: Item) => write([...items, item], [...shown.keys, shown.next], shown.next + 1),
  }
}
