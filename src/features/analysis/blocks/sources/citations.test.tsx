// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SourceRef } from '../../types'
import { MessageBlock } from '../message-block'
import { SourcesBlock } from '../sources-block'
import { citedPassages, highestCitation } from './citations'
import { parseSources } from '.'

afterEach(cleanup)

const wire = [
  {
    id: '1',
    source: 'four-day-week.pdf',
    datasource_id: 'ds-1',
    dataset_id: 'd',
    file_type: 'pdf',
    page_no: '2',
    content: 'Sick days fell by 65% <b onclick=x>during</b> the pilot.',
    external_id: null,
  },
  {
    id: '2',
    source: 'deck.pptx',
    datasource_id: 'ds-2',
    dataset_id: 'd',
    file_type: 'pptx',
    page_no: '4',
    content: 'Grow in Lisbon.',
  },
  // A table source: no number, no passage.
  { source: 'sales.csv', datasource_id: 'ds-3', dataset_id: 'd', file_type: 'csv' },
]
const sources: SourceRef[] = parseSources(wire)

describe('cited passages', () => {
  it('reads the number and the passage of each SOURCES item, and nothing for a table', () => {
    expect(sources[0]).toMatchObject({ id: '1', pageNo: '2', fileType: 'pdf' })
    expect(sources[2]).not.toHaveProperty('id')
    const cited = citedPassages(sources)
    expect([...cited.keys()]).toEqual([1, 2])
    expect(highestCitation(cited)).toBe(2)
    expect(highestCitation(citedPassages(sources.slice(2)))).toBe(0)
    // A number that is not a whole number is no citation.
    expect(citedPassages([{ ...sources[0]!, id: '1a' }]).size).toBe(0)
  })

  it('turns [n] in the answer into buttons that open the passage, its file and page, in place', () => {
    render(
      <MessageBlock
        text={
          'Here is what the documents say:\n\n> Sick days fell by 65% [1]\n\n> Lisbon [2] and [7]'
        }
        streaming={false}
        sources={sources}
      />,
    )
    expect(screen.queryByRole('figure')).toBeNull()
    const first = screen.getByRole('button', { name: 'Source 1' })
    expect(first.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    const passage = screen.getByRole('figure', { name: 'Passage from four-day-week.pdf' })
    expect(passage.getAttribute('id') ?? passage.parentElement?.id).toBe(
      first.getAttribute('aria-controls'),
    )
    expect(within(passage).getByText('PDF')).toBeTruthy()
    expect(within(passage).getByText('page 2')).toBeTruthy()
    // The passage is text: its markup shows as written, never as an element.
    expect(passage.textContent).toContain('<b onclick=x>during</b>')
    expect(passage.querySelector('b')).toBeNull()
    // A slide deck's page is its slide; another citation replaces the one shown.
    fireEvent.click(screen.getByRole('button', { name: 'Source 2' }))
    const slide = screen.getByRole('figure', { name: 'Passage from deck.pptx' })
    expect(within(slide).getByText('slide 4')).toBeTruthy()
    expect(screen.getAllByRole('figure')).toHaveLength(1)
    // [7] cites nothing this job returned: it stays text.
    expect(screen.queryByRole('button', { name: 'Source 7' })).toBeNull()
    fireEvent.click(within(slide).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('figure')).toBeNull()
  })

  it('leaves [n] as text in an answer without cited passages', () => {
    render(
      <MessageBlock text="Row [1] is the largest." streaming={false} sources={[sources[2]!]} />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText(/Row \[1\] is the largest/)).toBeTruthy()
  })

  it('shows each cited passage under its chip, with its file type', () => {
    render(<SourcesBlock sources={sources} datasetName={() => 'Docs'} />)
    const list = screen.getByRole('list', { name: 'Cited passages' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('PDF')).toBeTruthy()
    expect(items[0]!.textContent).toContain('Sick days fell by 65%')
    expect(within(items[1]!).getByText('slide 4')).toBeTruthy()
    // The table is a chip of its own, with its type.
    expect(screen.getByText('CSV')).toBeTruthy()
  })
})
