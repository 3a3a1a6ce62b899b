import type { ChatErrorCode } from '@contract/chat'
import { isKeyRefused, type ApiErrorInit } from '@/lib/http'
import { defineCatalog, useCatalog, type Catalog } from '@/lib/i18n/use-t'

/**
 * The chat pane's own strings, as ICU messages (docs/i18n.md): t('key', { name: value }). Service
 * text (replies, the service's own error words) is shown as sent.
 */
const en = {
  chat: 'Chat',
  message: 'Message',
  send: 'Send',
  stop: 'Stop',
  model: 'Model',
  modelsFailed: 'Could not load models',
  empty: 'Ask anything. Replies stream in as they are written, and are saved as they arrive.',
  you: 'You',
  assistant: 'Assistant',
  system: 'System',
  retry: 'Retry',
  regenerate: 'Regenerate',
  continue: 'Continue',
  copy: 'Copy',
  copied: 'Copied',
  sources: 'Sources',
  edit: 'Edit',
  save: 'Save and send',
  cancel: 'Cancel',
  editMessage: 'Edit message',
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  version: 'Version',
  stopped: 'Stopped. What arrived is kept.',
  cutShort:
    'Cut short: the reply reached its length limit (max tokens). Continue asks for the rest.',
  interrupted:
    'Interrupted: the page closed while this reply was streaming. Every character that arrived is kept.',
  reasoning: 'Reasoning',
  thinking: 'Thinking…',
  conversationTokens: 'Tokens used in this chat',
  tokenCount: '{count, plural, one {# token} other {# tokens}}',
  usage: '{prompt} in · {completion} out',
  usageReasoning: '({count} reasoning)',
  reasoningChars: '{count, plural, one {# character} other {# characters}}',
  reasoningSeconds: '{seconds} s',
  modelContext: 'Context: {count, plural, one {# token} other {# tokens}}',
  modelMaxReply: 'Longest reply: {count, plural, one {# token} other {# tokens}}',
  errorCode: 'Code {code}',
  errorHttp: 'HTTP {status}',
  errorTrace: 'Trace ID {id}',
  serviceWords: 'What the service said',
  ruleNoModel: 'Pick a model first.',
  ruleMaxTokensInvalid: 'Max tokens must be a whole number of at least 1.',
  ruleMaxTokensOver: 'Max tokens is {value}, but {model} allows at most {max}.',
  ruleMessages: 'The messages of this chat are not in an order the service accepts ({param}).',
  streaming: 'Writing…',
  jumpToLatest: 'Jump to latest',
  newChat: 'New chat',
  untitled: 'New chat',
  conversations: 'Conversations',
  closeConversations: 'Close conversations',
  searchConversations: 'Search conversations',
  noMatches: 'No conversation matches.',
  noConversations: 'No conversations yet.',
  pinned: 'Pinned',
  pin: 'Pin',
  unpin: 'Unpin',
  rename: 'Rename',
  renameTitle: 'Conversation title',
  delete: 'Delete',
  deleted: 'Conversation deleted.',
  undo: 'Undo',
  exportJson: 'Export JSON',
  exportMarkdown: 'Export Markdown',
  exportAllJson: 'Export all (JSON)',
  exportAllMarkdown: 'Export all (Markdown)',
  exportMenu: 'Export',
  importJson: 'Import JSON',
  importCounts: 'Import: {added} added, {updated} updated (newer in the file), {skipped} skipped.',
  importFailed: 'Import failed:',
  settings: 'Chat settings',
  systemPrompt: 'System prompt',
  systemPromptHint: 'Sent first in every request of this chat.',
  temperature: 'Temperature',
  temperatureHint: '0 to 2; empty uses the model default.',
  maxTokens: 'Max tokens',
  maxTokensHint: 'Longest reply in tokens; empty uses the model default.',
  maxTokensCeiling: 'At most {n} for this model.',
  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
  scNewChat: 'New chat',
  scFocus: 'Focus the message box',
  scStop: 'Stop the reply',
  scCopy: 'Copy the last reply',
  scSend: 'Send (Shift+Enter: new line)',
  scHelp: 'Show keyboard shortcuts',
  scSearch: 'Search conversations',
  announceFinished: 'Reply finished.',
  announceStopped: 'Reply stopped.',
  announceFailed: 'Reply did not finish.',
  announceCopied: 'Copied to the clipboard.',
  storageProblem: 'Saving problem:',
  dismiss: 'Dismiss',
  openSettings: 'Open Settings',
  errInvalidToken: 'The chat service did not accept the API key. Check "Chat API key" in Settings.',
  errInvalidModel:
    'Your API key may not use this model. Pick another model, or use a key that has access to it.',
  errCharactersTooLong:
    'Max tokens is above what this model allows. Lower "Max tokens" in Chat settings.',
  errTokensTooLong:
    'This conversation is too long for the model. Shorten your message or start a new chat.',
  errInvalidMessages:
    'The service flagged the message as sensitive content. Rephrase it and send again.',
  errRateLimit: 'Too many requests right now. Wait a moment, then retry.',
  errInternal: 'The chat service had an internal error. Retry in a moment.',
  errModelServer: 'The model server failed in the middle of the reply. What arrived is kept.',
  errIncomplete: 'The connection dropped before the reply finished. What arrived is kept.',
  errMalformed:
    'The service sent a broken piece of the reply, so it stopped there. What arrived is kept.',
  errNetwork:
    'Could not reach the chat service. Check your connection and the chat base URL in Settings.',
  errRequest: 'The service rejected the request.',
  errModelNotFound: 'This model does not exist on the service. Pick another model.',
  errUnknown: 'The reply failed.',
  ruleBroken: 'Not sent:',
  contextOver:
    'This message is about {count, plural, one {# token} other {# tokens}}; {name} reads at most {limit, plural, one {# token} other {# tokens}}. Send anyway?',
  sendAnyway: 'Send anyway',
  contextChecking: 'Counting tokens…',
  demoNotice:
    'The default models are an offline demo: they answer on this machine, and no language model is called. To use a real service, enter its base URL and key in Settings:',
  demoConnect: 'connect a real service',
  examples: 'Example prompts',
  example1: 'Explain how tides work, with a formula',
  example2: 'Write a Python function that checks for palindromes',
  example3: 'Plan a weekend trip to the coast',
  example4: 'Compare SQL and NoSQL databases in a table',
}

export type ChatKey = keyof typeof en

export const chatCatalog: Catalog<ChatKey> = defineCatalog('chat', en)

/** t(key, values) for the chat pane in the UI language. */
export const useChatT = () => useCatalog(chatCatalog)

/** Plain words for an error: a refused key is said as such whatever status or code carried it. */
export function errorKeyOf(error: ApiErrorInit | null | undefined): ChatKey {
  if (isKeyRefused(error)) return 'errInvalidToken'
  return errorKey(error?.code, error?.kind)
}

/** Where "Open Settings" goes for a refused key: the field to fix, focused. */
export const KEY_SETTINGS_HREF = '/settings#chatApiKey'

/** Codes the client gives a stream it could not read to the end (src/features/chat/api). */
type StreamErrorCode = 'incomplete_stream' | 'malformed_chunk'

/** Plain words per service code (CHAT_ERRORS of contract/chat.ts) and per stream failure. */
const KEY_OF_CODE: Partial<Record<ChatErrorCode, ChatKey>> & Record<StreamErrorCode, ChatKey> = {
  invalid_token: 'errInvalidToken',
  invalid_model: 'errInvalidModel',
  characters_too_long: 'errCharactersTooLong',
  tokens_too_long: 'errTokensTooLong',
  invalid_messages: 'errInvalidMessages',
  rate_limit: 'errRateLimit',
  internal_error: 'errInternal',
  model_server_error: 'errModelServer',
  incomplete_stream: 'errIncomplete',
  malformed_chunk: 'errMalformed',
  model_not_found: 'errModelNotFound',
  invalid_request: 'errRequest',
}

/**
 * Plain words per service code (the chat service's codes, docs/wire-formats.md, and the stand-in's
 * extra rows).
 */
function errorKey(code: string | number | null | undefined, kind?: string): ChatKey {
  const known =
    typeof code === 'string' && Object.hasOwn(KEY_OF_CODE, code)
      ? KEY_OF_CODE[code as keyof typeof KEY_OF_CODE]
      : undefined
  if (known) return known
  return kind === 'network' ? 'errNetwork' : 'errUnknown'
}
