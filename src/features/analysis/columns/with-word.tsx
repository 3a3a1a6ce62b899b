/** Marks where the word goes in the translated sentence. */
const MARK = '\u2063'

/** A UI sentence around a word from the data: the word sits in a <bdi>, keeping its direction. */
export function WithWord({ format, word }: { format: (word: string) => string; word: string }) {
  const [before, after = ''] = format(MARK).split(MARK)
  return (
    <>
      {before}
      <bdi>{word}</bdi>
      {after}
    </>
  )
}
