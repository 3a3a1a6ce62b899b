// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { teachPhrase } from '../api/dataset-columns'
import { Readings } from './readings'
import type { OfferedReading } from './use-readings'

const listing = { dataset_id: 'ds', columns: [], overrides: { columns: {}, values: {} } }

vi.mock('../api/connection-key', () => ({ useConnectionKey: () => ['', '', 'u'] as const }))
vi.mock('../api/dataset-columns', () => ({
  datasetColumnsKey: (_key: unknown, id: string) => ['analysis', 'columns', id],
  datasetColumnsQuery: (_key: unknown, id: string) => ({
    queryKey: ['analysis', 'columns', id],
    queryFn: () => Promise.resolve(listing),
  }),
  teachPhrase: vi.fn(),
}))

const readings: OfferedReading[] = [
  { phrase: 'temperature', column: 'x7', question: 'What is the average x7 by site?' },
  {
    phrase: 'made it',
    column: 'survived',
    value: 'yes',
    question: 'How many have survived = yes?',
  },
]

function renderReadings(onAsk: (q: string) => void) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Readings readings={readings} datasetId="ds" disabled={false} onAsk={onAsk} />
    </QueryClientProvider>,
  )
}

afterEach(cleanup)

describe('Readings', () => {
  it('teaches the phrase, then asks the reading as written', async () => {
    vi.mocked(teachPhrase).mockResolvedValue(listing)
    const onAsk = vi.fn()
    renderReadings(onAsk)
    fireEvent.click(screen.getByRole('button', { name: '“made it” = survived = yes' }))
    await waitFor(() => expect(onAsk).toHaveBeenCalledWith('How many have survived = yes?'))
    expect(teachPhrase).toHaveBeenCalledWith('ds', {
      column: 'survived',
      value: 'yes',
      phrase: 'made it',
    })
    expect(screen.queryByRole('region', { name: 'Readings' })).toBeNull()
  })

  it('still asks the question when teaching fails', async () => {
    vi.mocked(teachPhrase).mockRejectedValue(new Error('No endpoint POST /columns/teach'))
    const onAsk = vi.fn()
    renderReadings(onAsk)
    fireEvent.click(screen.getByRole('button', { name: '“temperature” = x7' }))
    await waitFor(() => expect(onAsk).toHaveBeenCalledWith('What is the average x7 by site?'))
  })

  it('"None of these" hides the choices and asks nothing', () => {
    const onAsk = vi.fn()
    renderReadings(onAsk)
    expect(screen.getByRole('region', { name: 'Readings' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'None of these' }))
    expect(screen.queryByRole('region', { name: 'Readings' })).toBeNull()
    expect(onAsk).not.toHaveBeenCalled()
  })
})
