import type { ChatMessageRecord } from '../types'
import type { ResponseField } from './response-field'
import { fieldsIn } from './registry'

/** The views of the fields that show in one place of a message; each renders nothing when empty. */
export function FieldViews({
  slot,
  message,
}: {
  slot: ResponseField<object, unknown>['slot']
  message: ChatMessageRecord
}) {
  return fieldsIn(slot).map(([name, { View }]) => <View key={name} message={message} />)
}
