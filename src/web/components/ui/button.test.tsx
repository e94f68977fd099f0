import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Button, buttonVariants } from '@/web/components/ui/button'

describe('Button', () => {
  it('renders a native button with the default variant and size', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('data-slot', 'button')
    // Component classes (ui.css): the base, the variant and the size.
    expect(button).toHaveClass('btn', 'btn-default', 'btn-md')
  })

  it.each([
    ['destructive', 'btn-destructive'],
    ['outline', 'btn-outline'],
    ['secondary', 'btn-secondary'],
    ['ghost', 'btn-ghost'],
    ['link', 'btn-link'],
    ['brand', 'btn-brand'],
    ['brandOutline', 'btn-brand-outline'],
  ] as const)('applies the %s variant', (variant, cls) => {
    render(<Button variant={variant}>Go</Button>)
    const button = screen.getByRole('button', { name: 'Go' })
    expect(button).toHaveClass('btn', cls)
    expect(button).not.toHaveClass('btn-default')
  })

  it.each([
    ['sm', 'btn-sm'],
    ['lg', 'btn-lg'],
    ['icon', 'btn-icon'],
  ] as const)('applies the %s size', (size, cls) => {
    render(
      <Button size={size} aria-label="Act">
        x
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Act' })).toHaveClass(cls)
  })

  it('renders its child instead of a button with asChild, keeping the styles', () => {
    render(
      <Button asChild variant="brand">
        <a href="/schools">Browse schools</a>
      </Button>,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Browse schools' })
    expect(link).toHaveAttribute('href', '/schools')
    expect(link).toHaveClass('btn', 'btn-brand')
    expect(link).toHaveAttribute('data-slot', 'button')
  })

  it("keeps a caller's utility beside the component classes, which it overrides through the cascade layer", () => {
    render(<Button className="bg-secondary">Mixed</Button>)
    expect(screen.getByRole('button', { name: 'Mixed' })).toHaveClass('btn', 'btn-default', 'bg-secondary')
  })

  it('does not fire onClick when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Off
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Off' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('exposes buttonVariants for styling other elements', () => {
    expect(buttonVariants({ variant: 'brandOutline', size: 'sm' }).split(' ')).toEqual([
      'btn',
      'btn-brand-outline',
      'btn-sm',
    ])
  })
})
