import { TRPCError } from '@trpc/server'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { toast } from '@/web/components/ui/sonner'
import { ContentHistory, type RestoreAs } from './content-history'
import { fakeProcedures, renderStaff, type FakeProcedures } from './test-support'

const record = { kind: 'figure', key: 'studentsReached' } as const
const fields = [{ key: 'value', label: 'Value' }]
/** A figure's fields as this test's editor restores them. */
const restoreAs = { schema: z.object({ value: z.string().min(1) }), rulesOf: 'a figure' }
const saves = [
  { version: 2, savedAt: new Date('2026-11-20T10:00:00Z'), savedBy: { displayName: 'Erin Edits' } },
  { version: 1, savedAt: new Date('2026-11-19T10:00:00Z'), savedBy: null },
]

async function openHistory(
  fake: FakeProcedures,
  onRestore: (values: { value: string }) => Promise<void>,
  restoring: RestoreAs<{ value: string }> = restoreAs,
) {
  fake.siteContentRevisions.mockImplementation(() => saves)
  await renderStaff(
    <ContentHistory
      record={record}
      fields={fields}
      currentVersion={2}
      unsaved={false}
      restoreAs={restoring}
      onRestore={onRestore}
    />,
    fake,
  )
  const user = userEvent.setup()
  await user.click(screen.getByText('History'))
  return { user, restoreButton: await screen.findByRole('button', { name: 'Restore version 1' }) }
}

describe('ContentHistory: a restore that fails', () => {
  afterEach(() => toast.dismiss())

  it('says so when the revision cannot be read, and the history stays usable', async () => {
    const fake = fakeProcedures()
    fake.siteContentRevision.mockImplementation(() => {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That version of this content does not exist.' })
    })
    const onRestore = vi.fn(async () => {})
    const { user, restoreButton } = await openHistory(fake, onRestore)

    await user.click(restoreButton)

    expect(await screen.findByText('Version 1 was not restored')).toBeInTheDocument()
    expect(screen.getByText('That version of this content does not exist.')).toBeInTheDocument()
    expect(fake.siteContentRevision).toHaveBeenCalledWith({ ...record, version: 1 })
    expect(onRestore).not.toHaveBeenCalled()
    // Not stuck in "restoring": the button can be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore version 1' })).toBeEnabled())
  })

  it('says so when the editor’s save is refused (a version conflict), and the history stays usable', async () => {
    const fake = fakeProcedures()
    fake.siteContentRevision.mockImplementation(() => ({ ...saves[1], snapshot: { value: '40,000+' } }))
    const onRestore = vi.fn(async () => {
      throw new TRPCError({ code: 'CONFLICT', message: 'Erin Edits saved this figure after you opened it.' })
    })
    const { user, restoreButton } = await openHistory(fake, onRestore)

    await user.click(restoreButton)

    expect(await screen.findByText('Version 1 was not restored')).toBeInTheDocument()
    expect(screen.getByText('Erin Edits saved this figure after you opened it.')).toBeInTheDocument()
    expect(onRestore).toHaveBeenCalledWith({ value: '40,000+' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore version 1' })).toBeEnabled())
    expect(screen.getByRole('list', { name: 'Saves, newest first' })).toBeInTheDocument()
  })
})

describe('ContentHistory: a revision that no longer fits', () => {
  afterEach(() => toast.dismiss())

  it('is refused with a word to copy from it, and never reaches the editor’s save', async () => {
    const fake = fakeProcedures()
    fake.siteContentRevision.mockImplementation(() => ({ ...saves[1], snapshot: { value: '' } }))
    const onRestore = vi.fn(async () => {})
    const { user, restoreButton } = await openHistory(fake, onRestore)

    await user.click(restoreButton)

    expect(await screen.findByText('Version 1 cannot be restored')).toBeInTheDocument()
    expect(
      screen.getByText('It no longer fits the rules for a figure: copy what you need from it instead.'),
    ).toBeInTheDocument()
    expect(onRestore).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore version 1' })).toBeEnabled())
  })

  it('is given to the editor as `from` takes it out of the snapshot', async () => {
    const fake = fakeProcedures()
    fake.siteContentRevision.mockImplementation(() => ({ ...saves[1], snapshot: { copy: { value: '3M+' } } }))
    const onRestore = vi.fn(async () => {})
    const { user, restoreButton } = await openHistory(fake, onRestore, {
      ...restoreAs,
      from: (snapshot) => snapshot.copy,
    })

    await user.click(restoreButton)

    await waitFor(() => expect(onRestore).toHaveBeenCalledWith({ value: '3M+' }))
  })
})

describe('ContentHistory: a comparison that cannot be read', () => {
  it('says why instead of loading forever', async () => {
    const fake = fakeProcedures()
    const refusal = 'Version 1 was not kept as a set of fields, so it cannot be compared or restored'
    fake.siteContentRevision.mockImplementation((input: { version: number }) => {
      if (input.version === 1) throw new TRPCError({ code: 'CONFLICT', message: refusal })
      return { ...saves[0], snapshot: { value: '3M+' } }
    })
    const { user } = await openHistory(
      fake,
      vi.fn(async () => {}),
    )

    await user.click(screen.getByRole('checkbox', { name: /Version 1/ }))
    await user.click(screen.getByRole('checkbox', { name: /Version 2/ }))
    await user.click(screen.getByRole('button', { name: 'Compare selected' }))

    expect(await screen.findByText(`The revisions could not be compared: ${refusal}`)).toBeInTheDocument()
    expect(screen.queryByText('Loading the revisions…')).toBeNull()
  })
})
