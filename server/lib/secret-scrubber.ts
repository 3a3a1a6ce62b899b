/**
 * Removing an upstream key from what comes back from the upstream (docs/limits.md, "Upstream
 * streams"). A careless service may echo the key as it was sent, or encoded as it might have been
 * sent (base64, as in a Basic header), or upper-cased by a logger or an error page; every such form
 * is replaced by `[redacted]`.
 */

const REDACTED = '[redacted]'
/** A derived form shorter than this could match ordinary text, so it is not looked for. */
const MIN_DERIVED_FORM = 8

/**
 * The key in base64 (and base64url): encoded on its own, and the text that always appears when its
 * bytes are encoded inside a longer value, at each of the three alignments the key can start at
 * (the characters that also depend on the bytes around the key are left out).
 */
function base64Forms(key: Buffer): string[] {
  // The key encoded on its own, padding included, is taken whole.
  const forms = [key.toString('base64'), key.toString('base64url')]
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), key])
      .toString('base64')
      .replace(/=+$/, '')
    const lead = [0, 2, 3][offset]!
    const trail = (offset + key.length) % 3 === 0 ? 0 : 1
    const core = encoded.slice(lead, encoded.length - trail)
    forms.push(core, core.replaceAll('+', '-').replaceAll('/', '_'))
  }
  return forms
}

/** Every form of `secret` to remove, longest first; none for an empty secret. */
export function secretForms(secret: string): string[] {
  if (!secret) return []
  const derived = [
    secret.toUpperCase(),
    secret.toLowerCase(),
    ...base64Forms(Buffer.from(secret, 'utf8')),
  ].filter((f) => f.length >= MIN_DERIVED_FORM)
  return [...new Set([secret, ...derived])].sort((a, b) => b.length - a.length)
}

/**
 * Replaces form occurrences that start before `stop`, leftmost first and the longest at a place
 * (so a key's full base64 is not cut short by the shorter text that appears inside longer values).
 * Returns the text up to where it stopped: `stop`, or the end of a match that ran past it.
 */
function redactUpTo(text: string, forms: readonly string[], stop: number) {
  let out = ''
  let i = 0
  for (;;) {
    let at = -1
    let length = 0
    for (const form of forms) {
      const j = text.indexOf(form, i)
      if (j === -1 || j >= stop) continue
      if (at === -1 || j < at || (j === at && form.length > length)) {
        at = j
        length = form.length
      }
    }
    if (at === -1) return { out: out + text.slice(i, stop), next: stop }
    out += text.slice(i, at) + REDACTED
    i = at + length
    if (i >= stop) return { out, next: i }
  }
}

/** A function that removes `secret` (in every form) from whole texts; its forms built once. */
export function secretRedactor(secret: string): (text: string) => string {
  const forms = secretForms(secret)
  return (text) => (forms.length ? redactUpTo(text, forms, text.length).out : text)
}

export function redactSecret(text: string, secret: string): string {
  return secretRedactor(secret)(text)
}

/**
 * Removes a secret (in every form) from streamed bytes even when it straddles chunks: text waits
 * for the next chunk only from where a form could be starting, so a stream is not delayed
 * otherwise. Decoding is streaming too, so a character split across chunks stays whole.
 */
export function secretScrubber(secret: string) {
  const decoder = new TextDecoder()
  const forms = secretForms(secret)
  const longest = forms[0]?.length ?? 0
  /** What a form starts with: a tail starting with anything else is not sliced out and compared. */
  const starts = new Set(forms.map((f) => f.charCodeAt(0)))
  let held = ''
  /** Length of the longest tail of `text` that a form could still grow from. */
  const growing = (text: string) => {
    for (let k = Math.min(longest - 1, text.length); k > 0; k--) {
      if (!starts.has(text.charCodeAt(text.length - k))) continue
      const tail = text.slice(text.length - k)
      if (forms.some((f) => f.length > k && f.startsWith(tail))) return k
    }
    return 0
  }
  return {
    push(bytes: Uint8Array): string {
      const text = held + decoder.decode(bytes, { stream: true })
      const { out, next } = redactUpTo(text, forms, text.length - growing(text))
      held = text.slice(next)
      return out
    },
    flush(): string {
      const text = held + decoder.decode()
      held = ''
      return redactUpTo(text, forms, text.length).out
    },
  }
}
