import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion'

function Faq(props: { collapsible?: boolean }) {
  return (
    <Accordion {...props}>
      <AccordionItem value="cost">
        <AccordionTrigger>What does it cost?</AccordionTrigger>
        <AccordionContent>Pricing answer</AccordionContent>
      </AccordionItem>
      <AccordionItem value="time">
        <AccordionTrigger>How long does it take?</AccordionTrigger>
        <AccordionContent>Timing answer</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

const trigger = (name: string) => screen.getByRole('button', { name })

describe('Accordion', () => {
  it('starts closed, with triggers inside headings', () => {
    render(<Faq />)
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('heading')).toHaveLength(2)
    expect(screen.queryByText('Pricing answer')).not.toBeInTheDocument()
  })

  it('keeps only one item open at a time by default', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(trigger('What does it cost?'))
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Pricing answer')).toBeVisible()

    await user.click(trigger('How long does it take?'))
    expect(trigger('How long does it take?')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Pricing answer')).not.toBeInTheDocument()
  })

  it('collapses the open item when its trigger is clicked again', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.click(trigger('What does it cost?'))
    await user.click(trigger('What does it cost?'))
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Pricing answer')).not.toBeInTheDocument()
  })

  it('opens with Enter and collapses with Space from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    await user.tab()
    expect(trigger('What does it cost?')).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard(' ')
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'false')

    // Arrow keys move between triggers, as the WAI-ARIA accordion pattern allows.
    await user.keyboard('{ArrowDown}')
    expect(trigger('How long does it take?')).toHaveFocus()
  })

  it('keeps the open item open when collapsible is turned off', async () => {
    const user = userEvent.setup()
    render(<Faq collapsible={false} />)
    await user.click(trigger('What does it cost?'))
    await user.click(trigger('What does it cost?'))
    expect(trigger('What does it cost?')).toHaveAttribute('aria-expanded', 'true')
  })

  it('still supports type="multiple"', async () => {
    const user = userEvent.setup()
    render(
      <Accordion type="multiple">
        <AccordionItem value="a">
          <AccordionTrigger>A</AccordionTrigger>
          <AccordionContent>A body</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>B</AccordionTrigger>
          <AccordionContent>B body</AccordionContent>
        </AccordionItem>
      </Accordion>,
    )
    await user.click(trigger('A'))
    await user.click(trigger('B'))
    expect(trigger('A')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('B')).toHaveAttribute('aria-expanded', 'true')
  })
})
