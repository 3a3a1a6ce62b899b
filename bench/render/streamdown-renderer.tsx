import { useEffect, useState } from 'react'
import { Streamdown } from 'streamdown'

type Feed = (onChunk: (chunk: string) => void) => Promise<void>

function StreamdownRenderer({ feed, done }: { feed: Feed; done: () => void }) {
  // streamdown as its docs use it: the whole text as children, isAnimating while streaming.
  const [state, setState] = useState({ text: '', streaming: true })
  useEffect(() => {
    void feed((chunk) => setState((s) => ({ ...s, text: s.text + chunk }))).then(() => {
      setState((s) => ({ ...s, streaming: false }))
      done()
    })
  }, [feed, done])
  return <Streamdown isAnimating={state.streaming}>{state.text}</Streamdown>
}

export function renderStreamdown(props: { feed: Feed; done: () => void }) {
  return <StreamdownRenderer {...props} />
}
