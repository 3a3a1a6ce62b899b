/**
 * What one API key may do (PARLEY_API_KEYS; docs/api-keys.md). An entry of the list is
 *
 *   key [":" model ("|" model)*] ["@" scope ("+" scope)*]
 *   scope = "chat" | "jobs" | "jobs-read" | ("jobs" | "jobs-read") "=" user ("|" user)*
 *
 * A bare key may use both services for every user; a key limited to models is chat-only; a key
 * with "@" has exactly the scopes it names. A model or user holding one of `, : @ + | = %` writes
 * it percent-encoded (`alice%40example.com`).
 */

/** One thing a key may do: a closed set, named in SCOPE_NAMES. */
export type Scope =
  | { kind: 'chat' }
  /** The job service; `users` null: for every user_id (the team key). */
  | { kind: 'jobs'; users: string[] | null; readOnly: boolean }

export interface KeyEntry {
  key: string
  /** null: every model. */
  models: string[] | null
  scopes: Scope[]
}

interface ScopeName {
  takesUsers: boolean
  make(users: string[] | null): Scope
}

const SCOPE_NAMES: Record<'chat' | 'jobs' | 'jobs-read', ScopeName> = {
  chat: { takesUsers: false, make: () => ({ kind: 'chat' }) },
  jobs: { takesUsers: true, make: (users) => ({ kind: 'jobs', users, readOnly: false }) },
  'jobs-read': { takesUsers: true, make: (users) => ({ kind: 'jobs', users, readOnly: true }) },
}

const SCOPE_LIST = 'chat, jobs, jobs=user|user, jobs-read, jobs-read=user|user'

/** A bare key: what every key could do before scopes existed, kept so old lists keep working. */
export const BARE_KEY_SCOPES: readonly Scope[] = [
  { kind: 'chat' },
  { kind: 'jobs', users: null, readOnly: false },
]

/** Enough of a key to find its entry, never enough to use it. */
export const keyHint = (key: string) => `${key.slice(0, 6)}…`

/** Text from the list that may be a key pasted in the wrong place: in full only if word-like. */
const shown = (text: string) =>
  /^[a-z-]{1,10}$/.test(text) && !text.startsWith('sk-') ? text : keyHint(text)

function decoded(item: string, fail: (why: string) => never): string {
  try {
    return decodeURIComponent(item.trim())
  } catch {
    return fail(`"${shown(item.trim())}" has a % that is not a percent-encoded character`)
  }
}

function list(text: string, fail: (why: string) => never): string[] {
  return text
    .split('|')
    .filter((item) => item.trim())
    .map((item) => decoded(item, fail))
}

function parseScope(text: string, fail: (why: string) => never): Scope {
  const eq = text.indexOf('=')
  const name = (eq === -1 ? text : text.slice(0, eq)).trim()
  const spec = Object.hasOwn(SCOPE_NAMES, name)
    ? SCOPE_NAMES[name as keyof typeof SCOPE_NAMES]
    : null
  if (!spec) return fail(`unknown scope "${shown(name)}"; the scopes are ${SCOPE_LIST}`)
  if (eq === -1) return spec.make(null)
  if (!spec.takesUsers)
    return fail(`the scope ${name} takes no list; limit a key's models with key:model|model`)
  const users = list(text.slice(eq + 1), fail)
  if (!users.length) return fail(`${name}= names no user`)
  return spec.make(users)
}

/** One entry of the list; `where` names it in errors ("entry 2"), never with the whole key. */
export function parseKeyEntry(entry: string, where: string): KeyEntry {
  const at = entry.indexOf('@')
  const head = at === -1 ? entry : entry.slice(0, at)
  const colon = head.indexOf(':')
  const key = (colon === -1 ? head : head.slice(0, colon)).trim()
  const fail = (why: string): never => {
    throw new Error(`PARLEY_API_KEYS ${where}${key ? ` (key ${keyHint(key)})` : ''}: ${why}.`)
  }
  if (!key) fail('has no key before ":" or "@"')
  const modelList = colon === -1 ? [] : list(head.slice(colon + 1), fail)
  const models = modelList.length ? modelList : null
  if (at === -1) return { key, models, scopes: models ? [{ kind: 'chat' }] : [...BARE_KEY_SCOPES] }
  const scopes = entry
    .slice(at + 1)
    .split('+')
    .filter((s) => s.trim())
    .map((s) => parseScope(s, fail))
  if (!scopes.length) fail(`names no scope after "@"; the scopes are ${SCOPE_LIST}`)
  if (models && !scopes.some((s) => s.kind === 'chat'))
    fail('limits chat models but has no chat scope; add +chat, or drop the models')
  return { key, models, scopes }
}

/** A grant's scopes; one built by hand without them (tests, benches) is a bare key. */
export const scopesOf = (grant: { scopes?: readonly Scope[] }): readonly Scope[] =>
  grant.scopes ?? BARE_KEY_SCOPES

export const mayUseChat = (scopes: readonly Scope[]) => scopes.some((s) => s.kind === 'chat')

/** Requests of the job service that only read though they are POSTs: a download link. */
const READING_POSTS = [/\/datasets\/[^/]+\/datasources\/[^/]+\/presign\/?$/]

export function isJobsRead(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true
  return method === 'POST' && READING_POSTS.some((p) => p.test(path))
}

const jobsScopes = (scopes: readonly Scope[], read: boolean) =>
  scopes.flatMap((s) => (s.kind === 'jobs' && (read || !s.readOnly) ? [s] : []))

/**
 * Whether the key may use the job service for a request of this kind at all; the refusal's words,
 * or null. Decided from the key and the method alone, before the body is read.
 */
export function jobsServiceRefusal(scopes: readonly Scope[], read: boolean): string | null {
  if (!jobsScopes(scopes, true).length) return 'This API key may not use the job service.'
  if (!jobsScopes(scopes, read).length) return 'This API key may only read.'
  return null
}

/** The user_ids this key may act for in a request of this kind; null: any. */
export function jobsUsers(scopes: readonly Scope[], read: boolean): string[] | null {
  const fitting = jobsScopes(scopes, read)
  if (fitting.some((s) => s.users === null)) return null
  return [...new Set(fitting.flatMap((s) => s.users ?? []))]
}

/**
 * Whether the key may act for every user_id the request names; the refusal's words, or null. A
 * user-limited key must name one: a request naming none would act for nobody it may name. Said
 * the same whether or not the user has any data, so nothing leaks.
 */
export function jobsUserRefusal(
  scopes: readonly Scope[],
  read: boolean,
  named: readonly string[],
): string | null {
  const users = jobsUsers(scopes, read)
  if (users === null) return null
  if (named.length && named.every((u) => users.includes(u))) return null
  const who = users.length === 1 ? 'the user' : 'the users'
  return `This API key may only act for ${who} ${users.join(', ')}.`
}
