import type { StepDisplay } from '../lib/step-display'

/** A status mark that does not rely on colour alone: each state has its own shape. */
export function StepIcon({ display }: { display: StepDisplay }) {
  const base =
    'flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold'
  switch (display) {
    case 'running':
    case 'retried':
      return (
        <span
          className={`${base} border-(--border) border-t-(--accent) animate-spin`}
          aria-hidden="true"
        />
      )
    case 'done':
      return (
        <span
          className={`${base} border-emerald-600 bg-emerald-600 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-black`}
          aria-hidden="true"
        >
          ✓
        </span>
      )
    case 'error':
      return (
        <span
          className={`${base} border-(--danger) bg-(--danger) text-white dark:text-black`}
          aria-hidden="true"
        >
          !
        </span>
      )
    default:
      return <span className={`${base} border-(--border) bg-(--surface)`} aria-hidden="true" />
  }
}
