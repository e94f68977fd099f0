import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'

function Example() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="School sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="programs">Programs</TabsTrigger>
        <TabsTrigger value="admissions">Admissions</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Overview panel</TabsContent>
      <TabsContent value="programs">Programs panel</TabsContent>
      <TabsContent value="admissions">Admissions panel</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the default tab and its panel', () => {
    render(<Example />)
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel')
  })

  it('switches tab on click', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('tab', { name: 'Programs' }))
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Programs panel')
  })

  it('moves focus with arrow keys and activates the focused tab (automatic activation)', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    const programs = screen.getByRole('tab', { name: 'Programs' })
    expect(programs).toHaveFocus()
    expect(programs).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Programs panel')

    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Admissions' })).toHaveAttribute('aria-selected', 'true')

    // Focus wraps from the last tab back to the first.
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel')
  })

  it('renders a labelled tablist with a visible focus ring on triggers', () => {
    render(<Example />)
    expect(screen.getByRole('tablist', { name: 'School sections' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveClass('focus-visible:ring-2')
  })
})
