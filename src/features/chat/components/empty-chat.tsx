import { Link } from 'wouter'
import { useChatT, type ChatKey } from '../i18n'
import { useChatActions, useModels } from '../store/chat-store'

/** The local stand-in lists its models as owned by this name (see server/chat/demo-model/models.ts). */
const DEMO_OWNER = 'parley-offline-demo'

const EXAMPLES: ChatKey[] = ['example1', 'example2', 'example3', 'example4']

/** The empty chat: what the demo models are, how to connect a real service, and four prompts. */
export function EmptyChat() {
  const t = useChatT()
  const models = useModels()
  const { messageSubmitted } = useChatActions()
  const demo = models.some((m) => m.owned_by === DEMO_OWNER)
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-6 pt-[12vh] text-center">
      <p className="text-(--muted)">{t('empty')}</p>
      {demo && (
        <p className="rounded-md border border-(--border) bg-(--surface-2) px-3 py-2 text-sm">
          {t('demoNotice')}{' '}
          <Link href="/settings" className="underline">
            {t('demoConnect')}
          </Link>
        </p>
      )}
      <ul aria-label={t('examples')} className="grid gap-2 sm:grid-cols-2">
        {EXAMPLES.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="btn btn-secondary h-full w-full justify-start text-start"
              onClick={() => messageSubmitted(t(key))}
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
