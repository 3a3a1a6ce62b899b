import type { SearchResult } from '@contract/chat'
import type { Question } from './question'
import type { Rng } from './rng'

/**
 * Search results for the demo search model. No network is reached: the URLs use the reserved
 * example.com/.org/.net domains (RFC 2606), so they look real but can never point at a third party.
 */
export function demoSearchResults(q: Question, rng: Rng): SearchResult[] {
  const keywords = q.keywords.length ? q.keywords : ['question']
  const main = keywords[0]!
  const second = keywords[1] ?? 'practice'
  const slug = (words: readonly string[]) =>
    words
      .join('-')
      .normalize('NFKD')
      .replace(/[^a-z0-9-]+/gi, '')
      .toLowerCase() || 'topic'
  const year = 2020 + rng.int(2, 6)
  const id = rng.int(10_000, 99_999)
  const items: Omit<SearchResult, 'index'>[] = [
    {
      url: `https://en.example.org/wiki/${capital(slug([main]))}`,
      title: `${capital(main)} — overview`,
      snippet: `An encyclopedia-style overview of ${main}: definitions, history and the terms that come up most.`,
    },
    {
      url: `https://docs.example.com/guides/${slug([main, second])}`,
      title: `A practical guide to ${main} and ${second}`,
      snippet: `Step-by-step guidance on ${main} with ${second}, including common mistakes and how to check your work.`,
    },
    {
      url: `https://blog.example.net/${year}/${slug(keywords.slice(0, 3))}`,
      title: `What we learned about ${keywords.slice(0, 3).join(', ')}`,
      snippet: `A field report comparing approaches to ${main}; the numbers are illustrative.`,
    },
    {
      url: `https://qa.example.com/questions/${id}/${slug(keywords.slice(0, 2))}`,
      title: `Q&A: ${capital(q.topic.replace(/[?.!]+$/, ''))}?`,
      snippet: `Community answers to a question close to yours, ranked by votes.`,
    },
  ]
  return items.slice(0, 3 + rng.int(0, 1)).map((item, i) => ({ index: i + 1, ...item }))
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
