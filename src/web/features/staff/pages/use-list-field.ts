import { useRef, useState } from 'react'
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
  const nextKey = useRef(0)
  const [keys, setKeys] = useState<number[]>([])
  // A reset (the saved copy, a restored revision) can change the list's length: fresh keys for new items.
  let shownKeys = keys
  if (keys.length !== items.length) {
    shownKeys = keys.slice(0, items.length)
    while (shownKeys.length < items.length) shownKeys.push(nextKey.current++)
    setKeys(shownKeys)
  }
  const write = (next: Item[], nextKeys: number[]) => {
    setKeys(nextKeys)
    form.setValue(name, next, { shouldDirty: true })
  }
  const moved = <T>(list: T[], from: number, to: number) => {
    const copy = [...list]
    copy.splice(to, 0, ...copy.splice(from, 1))
    return copy
  }
  return {
    keys: shownKeys,
    count: items.length,
    move: (from: number, to: number) => write(moved(items, from, to), moved(shownKeys, from, to)),
    remove: (index: number) =>
      write(
        items.filter((_, at) => at !== index),
        shownKeys.filter((_, at) => at !== index),
      ),
    append: (item: Item) => write([...items, item], [...shownKeys, nextKey.current++]),
  }
}
