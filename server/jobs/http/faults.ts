import type { Context } from 'hono'
import { FAULT_HEADER, JOB_FAULTS, type JobFault } from '@contract/jobs'
import type { ServerConfig } from '../../config'

/** Fault injection for tests: honoured only when the server runs with PARLEY_FAULTS. */
export function faultOf(config: ServerConfig, c: Context): JobFault | null {
  if (!config.faults) return null
  const value = c.req.header(FAULT_HEADER)?.trim()
  return (JOB_FAULTS as readonly string[]).includes(value ?? '') ? (value as JobFault) : null
}

export class InjectedFault extends Error {
  constructor(readonly fault: JobFault) {
    super(`Injected fault: ${fault}`)
    this.name = 'InjectedFault'
  }
}
