import { lazy, Suspense, useEffect } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Redirect, Route, Switch } from 'wouter'
import { ChatPane } from '@/features/chat'
import { useT } from '@/lib/i18n/use-t'
import { useSettingsActions, useSettingsLoaded } from '@/lib/settings/settings-store'
import { AppShell } from './app-shell'
import { installTranslations } from './locales/translations'
import { PaneErrorBoundary } from './error-boundary'
import { useDocumentLanguage, useTheme } from './use-theme'

// Analysis and Settings load on first visit, keeping the /chat bundle small.
const AnalysisPane = lazy(() =>
  import('@/features/analysis').then((m) => ({ default: m.AnalysisPane })),
)
const SettingsPage = lazy(() =>
  import('@/features/settings').then((m) => ({ default: m.SettingsPage })),
)

// Every language but English is a chunk of its own, loaded when chosen (docs/i18n.md).
installTranslations()

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
})

function Pane({ children }: { children: React.ReactNode }) {
  const t = useT()
  return (
    <PaneErrorBoundary title={t('error.pane')} retryLabel={t('error.reload')}>
      <Suspense fallback={null}>{children}</Suspense>
    </PaneErrorBoundary>
  )
}

export function App() {
  const loaded = useSettingsLoaded()
  const { appStarted } = useSettingsActions()
  useEffect(() => void appStarted(), [appStarted])
  useTheme()
  useDocumentLanguage()
  // Requests need the stored keys and base URLs, so panes wait for settings (a few ms).
  if (!loaded) return null
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Switch>
          <Route path="/chat/:conversationId?">
            {(params) => (
              <Pane>
                <ChatPane conversationId={params.conversationId ?? null} />
              </Pane>
            )}
          </Route>
          <Route path="/analysis/:sessionId?">
            <Pane>
              <AnalysisPane />
            </Pane>
          </Route>
          <Route path="/settings">
            <Pane>
              <SettingsPage />
            </Pane>
          </Route>
          <Route>
            <Redirect to="/chat" replace />
          </Route>
        </Switch>
      </AppShell>
    </QueryClientProvider>
  )
}
