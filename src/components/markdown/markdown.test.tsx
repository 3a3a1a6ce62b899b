// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown } from './markdown'

describe('Markdown while streaming', () => {
  it('keeps settled blocks as the same DOM nodes while the tail grows (selection survives)', () => {
    const { container, rerender } = render(<Markdown text={'# Title\n\nFirst para'} streaming />)
    const heading = container.querySelector('h1')!
    rerender(<Markdown text={'# Title\n\nFirst paragraph.\n\nSecond **bo'} streaming />)
    rerender(
      <Markdown
        text={
          '# Title\n\nFirst paragraph.\n\nSecond **bold** and `code`\n\n| a | b |\n| - | - |\n| 1 | 2 |\n'
        }
        streaming
      />,
    )
    expect(container.querySelector('h1')).toBe(heading)
    const firstPara = container.querySelector('p')!
    rerender(
      <Markdown
        text={
          '# Title\n\nFirst paragraph.\n\nSecond **bold** and `code`\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nMore'
        }
        streaming
      />,
    )
    expect(container.querySelector('p')).toBe(firstPara)
    expect(container.querySelector('table')).not.toBeNull()
  })

  it('keeps the tail block as the same DOM node when it settles', () => {
    const { container, rerender } = render(<Markdown text={'Intro\n\nGrowing para'} streaming />)
    const growing = container.querySelectorAll('p')[1]!
    expect(growing.textContent).toBe('Growing para')
    rerender(<Markdown text={'Intro\n\nGrowing paragraph.\n\nNext'} streaming />)
    expect(container.querySelectorAll('p')[1]).toBe(growing)
    expect(growing.textContent).toBe('Growing paragraph.')
    rerender(<Markdown text={'Intro\n\nGrowing paragraph.\n\nNext one.'} streaming={false} />)
    expect(container.querySelectorAll('p')[1]).toBe(growing)
  })

  it('repairs the tail: an open fence renders as a code block, half bold as bold', () => {
    const { container } = render(<Markdown text={'Some **bol\n\n```py\nprint(1)'} streaming />)
    expect(container.querySelector('.code-block code')?.textContent).toBe('print(1)')
    const { container: c2 } = render(<Markdown text={'Some **bol'} streaming />)
    expect(c2.querySelector('strong')?.textContent).toBe('bol')
  })

  it('renders GFM task lists and safe links only', () => {
    const { container } = render(
      <Markdown
        text={'- [x] done\n- [ ] todo\n\n[ok](https://example.com) [bad](javascript:alert(1))'}
      />,
    )
    expect(container.querySelectorAll('input[type=checkbox]')).toHaveLength(2)
    const links = [...container.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/'])
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('turns citation markers into links to the sources', () => {
    const { getByRole } = render(<Markdown text={'Fact [1].'} citePrefix="cite-m" citeMax={1} />)
    expect(getByRole('link', { name: 'Source 1' }).getAttribute('href')).toBe('#cite-m-1')
  })
})

describe('Markdown direction', () => {
  it('gives every paragraph, heading, list item and cell its own dir="auto"; code stays ltr', () => {
    const text = [
      '## عنوان',
      'مرحبا بالعالم.',
      'This English sentence ends with a period.',
      '- بند أول',
      '- Second item.',
      '| a | b |\n| - | - |\n| ١ | two |',
      '```js\nconst x = 1\n```',
    ].join('\n\n')
    const { container } = render(<Markdown text={text} />)
    const blocks = container.querySelectorAll('h2, p, ul, li, table, th, td')
    expect(blocks.length).toBeGreaterThan(8)
    for (const el of blocks) expect(el.getAttribute('dir'), el.outerHTML).toBe('auto')
    expect(container.querySelector('.code-block')?.getAttribute('dir')).toBe('ltr')
    expect(container.querySelector('pre')?.hasAttribute('dir')).toBe(false)
  })
})
