import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useHydrated } from './use-hydrated'

function Probe() {
  return <p>{useHydrated() ? 'interactive' : 'server'}</p>
}

describe('useHydrated', () => {
  it('is false in the server render', () => {
    expect(renderToString(<Probe />)).toContain('server')
  })

  it('is false in the first render in the browser, so hydration matches, and true once mounted', async () => {
    const renders: boolean[] = []
    function Recorder() {
      const hydrated = useHydrated()
      renders.push(hydrated)
      return <p>{hydrated ? 'interactive' : 'server'}</p>
    }
    await act(async () => {
      render(<Recorder />)
    })
    expect(renders[0]).toBe(false)
    expect(renders.at(-1)).toBe(true)
    expect(screen.getByText('interactive')).toBeInTheDocument()
  })
})
