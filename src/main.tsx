import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { loadMarkdown } from '@/components/markdown/markdown-loader'
import { getDb } from '@/lib/storage/db'
import './index.css'

// The chat's first screen shows a stored conversation's answers: their renderer and the database
// start loading now, alongside the first render, not after it (settings wait for the database,
// the chat for settings, the answers for the renderer).
if (!/^\/(analysis|settings)(\/|$)/.test(window.location.pathname)) loadMarkdown()
getDb().catch(() => undefined) // a failure is reported by the first read that needs it

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
