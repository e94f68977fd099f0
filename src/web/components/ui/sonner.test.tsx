import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { notify, toast, Toaster, TOASTER_DEFAULTS } from '@/web/components/ui/sonner'

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      toast.dismiss()
    })
  })

  it('carries the spec constants', () => {
    expect(TOASTER_DEFAULTS).toEqual({
      visibleToasts: 1,
      duration: 5000,
      swipeDirections: ['right'],
      hotkey: ['F8'],
      richColors: false,
    })
  })

  it('announces the F8 hotkey on the notification region', () => {
    render(<Toaster />)
    expect(screen.getByRole('region')).toHaveAccessibleName(/F8/)
  })

  it('shows a toast with its title and description', async () => {
    render(<Toaster />)
    act(() => {
      notify({ title: 'Saved', description: 'Your school list was updated.' })
    })
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByText('Your school list was updated.')).toBeInTheDocument()
    const item = screen.getByText('Saved').closest('[data-sonner-toast]')
    expect(item).toHaveAttribute('data-rich-colors', 'false')
  })

  it('maps the destructive variant to an error toast with destructive tokens', async () => {
    render(<Toaster />)
    act(() => {
      notify({ title: 'Could not save', variant: 'destructive' })
    })
    const item = (await screen.findByText('Could not save')).closest('[data-sonner-toast]')
    expect(item).toHaveAttribute('data-type', 'error')
    expect(item?.className).toContain('--normal-bg:var(--destructive)')
  })

  it('keeps at most one toast visible', async () => {
    render(<Toaster />)
    act(() => {
      notify({ title: 'First' })
      notify({ title: 'Second' })
    })
    await screen.findByText('Second')
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible).toHaveLength(1)
    expect(visible[0]).toHaveTextContent('Second')
  })

  it('moves focus to the notifications with F8', async () => {
    render(<Toaster />)
    act(() => {
      notify({ title: 'Focus me' })
    })
    await screen.findByText('Focus me')
    fireEvent.keyDown(document, { code: 'F8', key: 'F8' })
    expect(document.activeElement).toHaveAttribute('data-sonner-toaster')
  })
})
