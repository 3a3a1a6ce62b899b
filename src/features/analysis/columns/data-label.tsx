/** Marks each data placeholder in a translated sentence: \u2063name\u2063. */
const MARK = '\u2063'

/**
 * A UI sentence holding several pieces of data (a phrase, a header, a value): each sits in a
 * <bdi>, so an English header keeps its direction inside a right-to-left sentence and vice versa.
 */
export function DataLabel({
  format,
  data,
}: {
  format: (marks: Record<string, string>) => string
  data: Record<string, string>
}) {
  const marks = Object.fromEntries(Object.keys(data).map((k) => [k, `${MARK}${k}${MARK}`]))
  const parts = format(marks).split(MARK)
  // Odd parts are the placeholders' names, even parts the sentence around them.
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && part in data ? <bdi key={i}>{data[part]}</bdi> : part,
      )}
    </>
  )
}
