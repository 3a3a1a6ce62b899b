import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAnalysisActions } from '../store/analysis-store'

/** Asks in the open session; when that creates the session, the session list is refreshed. */
export function useAsk() {
  const { questionAsked } = useAnalysisActions()
  const queryClient = useQueryClient()
  return useCallback(
    async (question: string) => {
      const { createdSession } = await questionAsked(question)
      if (createdSession)
        await queryClient.invalidateQueries({ queryKey: ['analysis', 'sessions'] })
    },
    [questionAsked, queryClient],
  )
}
