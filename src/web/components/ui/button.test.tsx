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
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9')
    // The shared base (layout, focus ring, disabled state) is one component class from styles.css.
    expect(button).toHaveClass('btn')
  })

  it.each([
    ['destructive', ['bg-destructive', 'text-destructive-foreground']],
    ['outline', ['border-input', 'bg-background']],
    ['secondary', ['bg-secondary', 'text-secondary-foreground']],
    ['ghost', ['hover:bg-accent']],
    ['link', ['text-primary', 'hover:underline']],
    ['brand', ['bg-brand', 'text-brand-foreground']],
    ['brandOutline', ['border-brand', 'text-brand', 'bg-background']],
  ] as const)('applies the %s variant', (variant, classes) => {
    render(<Button variant={variant}>Go</Button>)
    const button = screen.getByRole('button', { name: 'Go' })
    expect(button).toHaveClass(...classes)
    expect(button).not.toHaveClass('bg-primary')
  })

  it.each([
    ['sm', 'h-8'],
    ['lg', 'h-10'],
    ['icon', 'size-9'],
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
    expect(link).toHaveClass('bg-brand', 'btn')
    expect(link).toHaveAttribute('data-slot', 'button')
  })

  it('lets a caller class override a variant class', () => {
    render(<Button className="bg-secondary">Mixed</Button>)
    const button = screen.getByRole('button', { name: 'Mixed' })
    expect(button).toHaveClass('bg-secondary')
    expect(button).not.toHaveClass('bg-primary')
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
    expect(buttonVariants({ variant: 'brandOutline', size: 'sm' })).toContain('border-brand')
    expect(buttonVariants({ variant: 'brandOutline', size: 'sm' })).toContain('h-8')
  })
})
