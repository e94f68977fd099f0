import { QueryClientProvider } from '@tanstack/react-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/server/config'
import type { Em } from '@/server/db/orm'
import { createLogger } from '@/server/logger'
import { ChangeFeed } from '@/server/lib/cluster/change-feed'
import { memoryCounterStore } from '@/server/lib/limits/counter-store'
import { createRuntime } from '@/server/runtime'
import { createContext } from '@/server/trpc/context'
import { appRouter } from '@/server/trpc/router'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext } from '@/web/lib/trpc'
import { ContactForm } from './contact-form'

/**
 * The form against the real procedures, called in-process. These cases never reach the database (validation
 * stops them in the browser, or the per-IP allowance on the server), so no database is opened; the stored
 * submission is proven by the server tests and the browser test.
 */
async function renderForm(
  props: Parameters<typeof ContactForm>[0] = {},
  { exhausted = false }: { exhausted?: boolean } = {},
) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CONTACT_RATE_LIMIT: '1' })
  // No database here: the allowance is counted in memory, and used up by a first hit when `exhausted`.
  const runtime = createRuntime(config, { counters: memoryCounterStore(), changes: new ChangeFeed() })
  if (exhausted) await runtime.contactLimiter.hit('local')
  const queryClient = createQueryClient()
  const ctx = createContext({ em: {} as Em, config, log: createLogger(config), runtime })
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient })
  return render(
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={trpc}>
        <ContactForm {...props} />
      </TrpcContext.Provider>
    </QueryClientProvider>,
  )
}

const fill = async (values: Record<string, string>) => {
  const user = userEvent.setup()
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value)
  return user
}

describe('ContactForm', () => {
  it('labels every field, marks the message optional and hides the honeypot from people', async () => {
    await renderForm()
    for (const label of ['First name', 'Last name', 'Work email', 'Job title', 'Company'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText(/How can we help\?/)).not.toHaveAttribute('aria-required')
    expect(screen.getByText('(optional)')).toBeInTheDocument()
    const honeypot = document.querySelector('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('shows each error beside its field, keeps what was typed, and clears an error once fixed', async () => {
    await renderForm()
    const user = await fill({ 'First name': 'Ada', 'Work email': 'not-an-email' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Job title is required')).toBeInTheDocument()
    expect(screen.getByText('Company is required')).toBeInTheDocument()
    expect(screen.queryByText('First name is required')).toBeNull()
    const email = screen.getByLabelText('Work email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter a valid email address')
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
    expect(email).toHaveValue('not-an-email')

    await user.clear(email)
    await user.type(email, 'ada@example.com')
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull())
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it('keeps text typed before its behaviour had loaded', async () => {
    await renderForm()
    // Typed into the server-rendered inputs before the form's code arrived: no events reached React.
    ;(screen.getByLabelText('First name') as HTMLInputElement).value = 'Grace'
    ;(screen.getByLabelText('Company') as HTMLInputElement).value = 'Navy'
    fireEvent.submit(screen.getByRole('form', { name: 'Contact us' }))
    expect(await screen.findByText('Last name is required')).toBeInTheDocument()
    expect(screen.queryByText('First name is required')).toBeNull()
    expect(screen.queryByText('Company is required')).toBeNull()
    expect(screen.getByLabelText('First name')).toHaveValue('Grace')
  })

  it('shows the server’s refusal (rate limit) and keeps every value for another try', async () => {
    await renderForm({}, { exhausted: true })
    const values = {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Work email': 'ada@example.com',
      'Job title': 'Analyst',
      Company: 'Engines Ltd',
      'How can we help? (optional)': 'Hello there',
    }
    const user = await fill(values)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time. Please wait a while and try again.',
    )
    for (const [label, value] of Object.entries(values))
      expect(screen.getByLabelText(label)).toHaveValue(value)
  })

  it('as a call request, asks for preferred times and says so on the button', async () => {
    await renderForm({ variant: 'call-request', className: 'extra' })
    expect(screen.getByRole('form', { name: 'Request a call' })).toHaveClass('extra')
    expect(screen.getByLabelText(/Preferred days and times/)).toHaveAccessibleDescription(
      'We will email you to confirm a time for your free strategy call.',
    )
    expect(screen.getByRole('button', { name: 'Request a Call' })).toBeInTheDocument()
  })
})
