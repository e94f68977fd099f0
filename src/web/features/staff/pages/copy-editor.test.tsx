import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { defaultHomeCopy } from '@/shared/site-copy/home-copy.defaults'
import { homeCopySchema, type HomeCopy } from '@/shared/site-copy/home-copy.schema'
import { fakeProcedures, renderStaff } from '@/web/features/staff/kit/test-support'
import { CopyEditor, type LoadedCopy } from './copy-editor'
import { HomeCopyFields } from './home-copy-fields'

/**
 * Restoring a page part's revision saved before the part gained a section (the home page's FAQ joined it later):
 * the old revision's words come back, and the section it never had keeps the copy the editor holds.
 */
describe('CopyEditor: restoring a revision older than a section of its part', () => {
  it('saves the old words with the section the revision lacks taken from the current copy', async () => {
    const current: LoadedCopy = {
      copy: defaultHomeCopy,
      version: 2,
      edited: true,
      updatedAt: new Date('2026-11-29T06:00:00Z'),
      updatedBy: 'Erin Edits',
    }
    const { faq: _faq, ...withoutFaq } = defaultHomeCopy
    const old = { ...withoutFaq, hero: { ...defaultHomeCopy.hero, title: 'The title of version 1' } }
    const fake = fakeProcedures()
    fake.siteContentRevisions.mockImplementation(() => [
      { version: 2, savedAt: current.updatedAt, savedBy: { displayName: 'Erin Edits' } },
      { version: 1, savedAt: new Date('2026-11-20T10:00:00Z'), savedBy: null },
    ])
    fake.siteContentRevision.mockImplementation(() => ({
      version: 1,
      savedAt: new Date('2026-11-20T10:00:00Z'),
      savedBy: null,
      snapshot: { copy: old },
    }))
    const save = vi.fn(async (copy: unknown, expectedVersion: number) => ({
      ...current,
      copy: copy as HomeCopy,
      version: expectedVersion + 1,
    }))
    await renderStaff(
      <CopyEditor
        part="home"
        schema={homeCopySchema}
        loaded={current}
        save={save}
        reload={async () => current}
        afterSave={() => {}}
      >
        {(form) => <HomeCopyFields form={form} />}
      </CopyEditor>,
      fake,
    )
    const user = userEvent.setup()
    await user.click(screen.getByText('History'))
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }))

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const [saved, from] = save.mock.calls[0]!
    expect(from).toBe(2)
    expect(saved).toMatchObject({ hero: { title: 'The title of version 1' }, faq: defaultHomeCopy.faq })
  })
})
