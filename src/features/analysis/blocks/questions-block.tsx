import { memo } from 'react'

/** QUESTIONS: follow-ups as buttons; one click asks it in the same session. */
export const QuestionsBlock = memo(function QuestionsBlock({
  questions,
  disabled,
  onAsk,
}: {
  questions: string[]
  disabled: boolean
  onAsk: (question: string) => void
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {questions.map((q, i) => (
        <li key={i}>
          <button
            type="button"
            dir="auto"
            disabled={disabled}
            onClick={() => onAsk(q)}
            className="rounded-full border border-(--accent)/60 px-3 py-1 text-start text-sm text-(--accent) hover:bg-(--accent)/10 disabled:opacity-50"
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  )
})
