import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '@/web/features/schools/test-router'
import { SchoolPagination } from './school-pagination'

const items = () =>
  within(screen.getByRole('navigation', { name: 'pagination' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim())

const currentPages = () =>
  [...screen.getByRole('navigation', { name: 'pagination' }).querySelectorAll('[aria-current]')].map(
    (element) => element.getAttribute('aria-label'),
  )

describe('SchoolPagination (spec "School directory")', () => {
  it('is not shown for a single page', async () => {
    await renderInRouter(<SchoolPagination page={1} totalPages={1} />)
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull()
  })

  it('on the first page: Previous disabled, first pages, an ellipsis, the last page', async () => {
    await renderInRouter(<SchoolPagination page={1} totalPages={16} />)
    expect(items()).toEqual(['Previous', '1', '2', 'More pages', '16', 'Next'])
    // Disabled Previous is no link (the router would have marked a link to this page as the current one).
    expect(screen.queryByRole('link', { name: 'Go to previous page' })).toBeNull()
    const previous = screen.getByLabelText('Go to previous page')
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(previous).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(currentPages()).toEqual(['Page 1'])
    expect(screen.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('href', '/schools?page=2')
  })

  it('in the middle: first, current with neighbours, last, ellipses both sides; links keep the filters', async () => {
    await renderInRouter(<SchoolPagination page={8} totalPages={16} />, '/schools?q=college&state=CA&page=8')
    expect(items()).toEqual(['Previous', '1', 'More pages', '7', '8', '9', 'More pages', '16', 'Next'])
    expect(screen.getByRole('link', { name: 'Page 9' })).toHaveAttribute(
      'href',
      '/schools?q=college&state=CA&page=9',
    )
    // Page 1 is the URL without a page.
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/schools?q=college&state=CA',
    )
  })

  it('on the last page: Next disabled', async () => {
    await renderInRouter(<SchoolPagination page={16} totalPages={16} />, '/schools?page=16')
    expect(items()).toEqual(['Previous', '1', 'More pages', '15', '16', 'Next'])
    expect(screen.queryByRole('link', { name: 'Go to next page' })).toBeNull()
    expect(screen.getByLabelText('Go to next page')).toHaveAttribute('aria-disabled', 'true')
    expect(currentPages()).toEqual(['Page 16'])
  })

  it('on page 2: only "2" is the current page, not Previous or "1", which link to page 1', async () => {
    await renderInRouter(<SchoolPagination page={2} totalPages={5} />, '/schools?page=2')
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute('href', '/schools')
    expect(currentPages()).toEqual(['Page 2'])
  })

  it('navigates when a page is clicked', async () => {
    const { router } = await renderInRouter(
      <SchoolPagination page={1} totalPages={3} />,
      '/schools?view=grid',
    )
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }))
    expect(router.state.location.search).toEqual({ view: 'grid', page: 3 })
  })
})
