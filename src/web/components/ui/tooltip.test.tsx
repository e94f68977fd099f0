import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  TOOLTIP_DEFAULTS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/web/components/ui/tooltip'

function Toolbar() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>Share</TooltipTrigger>
        <TooltipContent>Share this school</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Save</TooltipTrigger>
        <TooltipContent>Save to your list</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  )
}

// Radix opens tooltips on mouse pointermove (not touch). Because tooltip content is hoverable (WCAG 1.4.13),
// leaving the trigger only closes it once the pointer moves outside the trigger-to-content grace area.
const hover = (el: HTMLElement) => fireEvent.pointerMove(el, { pointerType: 'mouse' })
const leave = (el: HTMLElement) => {
  fireEvent.pointerLeave(el, { pointerType: 'mouse', clientX: 0, clientY: 0 })
  fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 500, clientY: 500 })
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('exports the spec delays', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ delayDuration: 700, skipDelayDuration: 300 })
  })

  it('opens only after the 700 ms delay', () => {
    render(<Toolbar />)
    hover(screen.getByText('Share'))
    advance(TOOLTIP_DEFAULTS.delayDuration - 1)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    advance(1)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this school')
  })

  it('closes on pointer leave and on Escape', () => {
    render(<Toolbar />)
    const share = screen.getByText('Share')
    hover(share)
    advance(700)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    leave(share)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()

    // The 300 ms skip window lapses before the next hover, so the 700 ms delay applies again.
    advance(TOOLTIP_DEFAULTS.skipDelayDuration)
    hover(share)
    advance(700)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('skips the delay when moving to a neighbour within 300 ms, but not after', () => {
    render(<Toolbar />)
    const share = screen.getByText('Share')
    const save = screen.getByText('Save')
    hover(share)
    advance(700)
    leave(share)

    advance(TOOLTIP_DEFAULTS.skipDelayDuration - 50)
    hover(save)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save to your list')
    leave(save)

    advance(TOOLTIP_DEFAULTS.skipDelayDuration)
    hover(share)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    advance(700)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this school')
  })

  it('closes when an ancestor of the trigger scrolls', () => {
    render(<Toolbar />)
    hover(screen.getByText('Share'))
    advance(700)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    fireEvent.scroll(document)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })

  it('works without an app-level provider, using the same delay', () => {
    render(
      <Tooltip>
        <TooltipTrigger>Alone</TooltipTrigger>
        <TooltipContent>Standalone tip</TooltipContent>
      </Tooltip>,
    )
    hover(screen.getByText('Alone'))
    advance(699)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    advance(1)
    expect(screen.getByRole('tooltip')).toHaveTextContent('Standalone tip')
  })
})
