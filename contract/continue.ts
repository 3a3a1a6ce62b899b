/**
 * Continue: the browser re-sends the partial reply as the last assistant message, followed by this
 * user message, which it never shows. The local demo engine recognises it and resumes its own
 * deterministic reply at the partial's length; a real model reads it as an instruction.
 */
export const CONTINUE_INSTRUCTION =
  'Continue your previous reply exactly where it stopped. Do not repeat anything already written.'
