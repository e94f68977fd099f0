import type { MouseEvent } from 'react'

/** A primary click with no modifier key: the only click a link may take over (others open tabs, windows...). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented
