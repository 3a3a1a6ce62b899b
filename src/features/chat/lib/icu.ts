import { IntlMessageFormat } from 'intl-messageformat'

/**
 * ICU messages (plurals, placeholders) for the few strings that need them. Loaded with the
 * tokenizer chunk, since only the context warning uses it for now.
 */
export function formatIcu(
  message: string,
  locale: string,
  values: Record<string, string | number>,
): string {
  return String(new IntlMessageFormat(message, locale).format(values))
}
