import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { useT } from '@/lib/i18n/use-t'
import type { MessageKey } from '@/lib/i18n/messages'

const NAV: { href: string; label: MessageKey }[] = [
  { href: '/chat', label: 'nav.chat' },
  { href: '/analysis', label: 'nav.analysis' },
  { href: '/settings', label: 'nav.settings' },
]

export function AppShell({ children }: { children: ReactNode }) {
  const t = useT()
  const [location] = useLocation()
  return (
    <div className="flex h-dvh flex-col bg-(--bg) text-(--fg)">
      <header className="flex items-center gap-4 border-b border-(--border) px-4 py-2">
        <span className="font-semibold">{t('app.name')}</span>
        <nav aria-label={t('nav.main')} className="flex gap-1">
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={location.startsWith(item.href) ? 'page' : undefined}
              className="nav-link"
            >
              {t(item.label)}
            </Link>
          ))}
        </nav>
      </header>
      <main className="min-h-0 flex-1">{children}</main>
    </div>
  )
}
