import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StaffResult } from '@/shared/matching/matching.schema'
import { renderWithRouter } from '../../../../../tests/support/render-with-router'
import { StaffResultsTable, writerOf } from './staff-results-table'

const result = (patch: Partial<StaffResult>): StaffResult => ({
  id: 'Rq3v0dG1m9kT2xWcYb8sLA',
  brandName: 'Volt',
  industry: 'Energy drinks',
  status: 'complete',
  writer: 'deterministic',
  reason: 'disabled',
  campuses: 7,
  createdAt: new Date('2026-11-24T14:05:00Z'),
  ...patch,
})

describe('the staff list of matching results', () => {
  it('shows brand, date, status, writer, campuses and a link to each result', async () => {
    await renderWithRouter(
      <StaffResultsTable
        results={[
          result({}),
          result({
            id: 'pF7nK2aQe5jX0uVtM4cH1w',
            brandName: 'ByteForge',
            industry: 'Developer tools',
            status: 'pending',
            writer: 'ollama',
            model: 'qwen2.5:3b',
            reason: undefined,
            campuses: null,
          }),
        ]}
      />,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'VoltEnergy drinks',
      'Nov 24, 2026, 2:05 PM',
      'complete',
      'Deterministic (model off)',
      '7',
      'Open result for Volt',
    ])
    expect(within(rows[1]!).getByText('qwen2.5:3b (Ollama)')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('—')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open result for ByteForge' })).toHaveAttribute(
      'href',
      '/brand-matching/results/pF7nK2aQe5jX0uVtM4cH1w',
    )
  })

  it.each([
    [{ writer: 'deterministic', reason: 'timeout' }, 'Deterministic (model too slow)'],
    [{ writer: 'deterministic', reason: undefined }, 'Deterministic'],
    [{ writer: 'ollama', model: undefined, reason: undefined }, 'Ollama'],
    [{ writer: null, reason: undefined }, '—'],
  ] as const)('names the writer: %o is "%s"', (patch, words) => {
    expect(writerOf(result(patch as Partial<StaffResult>))).toBe(words)
  })

  it('says so when there are no results', async () => {
    await renderWithRouter(<StaffResultsTable results={[]} />)
    expect(screen.getByText('No campus matching results yet.')).toBeInTheDocument()
  })
})
