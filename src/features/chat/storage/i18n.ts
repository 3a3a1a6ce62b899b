import { defineCatalog, type Catalog } from '@/lib/i18n/use-t'

/**
 * The words of the chat's files: the Markdown export (written in the UI language of the moment)
 * and the plain-words reasons an import is refused. Conversation text is never translated.
 */
const en = {
  untitled: 'New chat',
  model: 'Model: {model}',
  created: 'Created: {date}',
  systemPrompt: 'System prompt:',
  you: 'You',
  assistant: 'Assistant',
  system: 'System',
  reasoning: 'Reasoning',
  sources: 'Sources:',
  attached: 'Attached files:',
  'incomplete.cancelled': 'stopped before the end',
  'incomplete.length': 'cut short at the length limit',
  'incomplete.error': 'did not finish: an error',
  'incomplete.interrupted': 'interrupted when the page closed',
  'import.notJson': 'This file is not JSON. Import a file made with “Export JSON”.',
  'import.notExport': 'This file is not a Parley chat export.',
  'import.conversationNotObject': 'Conversation {n} is not an object.',
  'import.conversationNoId': 'Conversation {n} has no id.',
  'import.messageNoId': 'Message {n} has no id.',
  'import.messageRole': 'Message {n} has an unknown role {role}.',
  'import.messageNoText': 'Message {n} has no text content.',
}

export type ChatFileKey = keyof typeof en

export const chatFileCatalog: Catalog<ChatFileKey> = defineCatalog('chatFile', en)
