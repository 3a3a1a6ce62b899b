import { useSyncExternalStore } from 'react'

/** Whether the page shows the dark theme (the `dark` class on <html>), updated live. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const isDark = () => document.documentElement.classList.contains('dark')

export function usePageDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false)
}
