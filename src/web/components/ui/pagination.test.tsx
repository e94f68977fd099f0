import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/web/components/ui/pagination'

describe('Pagination', () => {
  it('renders a labelled navigation landmark with a list', () => {
    render(
      <Pagination>
        <PaginationContent>
          <PaginationItem>
            <PaginationLink href="?page=1">1</PaginationLink>
          </PaginationItem>
          <PaginationItem>
            <PaginationEllipsis />
          </PaginationItem>
        </PaginationContent>
      </Pagination>,
    )
    expect(screen.getByRole('navigation', { name: 'pagination' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('More pages')).toHaveClass('sr-only')
  })

  it('marks the active link with aria-current="page" and the outline style', () => {
    render(
      <>
        <PaginationLink href="?page=2" isActive>
          2
        </PaginationLink>
        <PaginationLink href="?page=3">3</PaginationLink>
      </>,
    )
    const active = screen.getByRole('link', { name: '2' })
    const other = screen.getByRole('link', { name: '3' })
    expect(active).toHaveAttribute('aria-current', 'page')
    expect(active).toHaveClass('btn-outline')
    expect(other).not.toHaveAttribute('aria-current')
    expect(other).toHaveAttribute('href', '?page=3')
  })

  it('renders a button when given onClick without href', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <PaginationLink onClick={onClick} isActive>
        4
      </PaginationLink>,
    )
    const button = screen.getByRole('button', { name: '4' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveAttribute('aria-current', 'page')
    await user.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('renders the child element with asChild (e.g. a router Link)', () => {
    render(
      <PaginationLink asChild isActive>
        <a href="/blog?page=5" data-router-link="">
          5
        </a>
      </PaginationLink>,
    )
    const link = screen.getByRole('link', { name: '5' })
    expect(link).toHaveAttribute('href', '/blog?page=5')
    expect(link).toHaveAttribute('data-router-link')
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveAttribute('data-slot', 'pagination-link')
  })

  it('labels Previous and Next for screen readers', () => {
    render(
      <>
        <PaginationPrevious href="?page=1" />
        <PaginationNext href="?page=3" />
      </>,
    )
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute('href', '?page=1')
    expect(screen.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '?page=3')
  })

  it('disables Previous at the first page: aria-disabled, no href, out of the tab order', () => {
    render(<PaginationPrevious href="?page=0" disabled />)
    const prev = screen.getByLabelText('Go to previous page')
    expect(prev).toHaveAttribute('aria-disabled', 'true')
    expect(prev).not.toHaveAttribute('href')
    expect(prev).toHaveAttribute('tabindex', '-1')
    expect(prev).toHaveClass('aria-disabled:pointer-events-none', 'aria-disabled:opacity-50')
  })

  it('ignores clicks on a disabled Next button', async () => {
    // pointer-events:none has no effect without a stylesheet, so this exercises the click guard itself.
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const onClick = vi.fn()
    render(<PaginationNext onClick={onClick} disabled />)
    const next = screen.getByRole('button', { name: 'Go to next page' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    await user.click(next)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('puts its icon and label inside an asChild element for Previous', () => {
    render(
      <PaginationPrevious asChild>
        <a href="/blog?page=1" />
      </PaginationPrevious>,
    )
    const link = screen.getByRole('link', { name: 'Go to previous page' })
    expect(link).toHaveAttribute('href', '/blog?page=1')
    expect(link).toHaveTextContent('Previous')
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
