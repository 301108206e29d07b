/**
 * The most of one string a log line keeps, in UTF-16 code units (JavaScript's string length): 2,048,
 * so at most 6 KB of UTF-8 per field. A 400 KB error message or request field is cut to this.
 */
export const MAX_LOGGED_CHARS = 2048;

/**
 * Room past the cap that is scrubbed and then dropped, for credentials that scrubbing recognises by
 * their shape (a URL's user and password, a bearer token, a phone number's digits) and that the
 * scrubbed prefix may end inside.
 */
const SHAPED_CREDENTIAL_CHARS = 256;

/**
 * A scrub of `text` (secrets, phone numbers) kept to MAX_LOGGED_CHARS and marked where it was cut.
 * A long text is scrubbed only in a prefix a little longer than what is kept, so the scrub costs
 * the same for 3 KB as for 400 KB; `cut` tells the scrub it sees a prefix.
 *
 * A prefix may end inside a secret, which the scrub then cannot recognise: so the scrubbed prefix
 * loses its last `margin` characters (the longest known secret plus room for shaped ones) before
 * it is cut. Whatever ends there unscrubbed is a tail of the prefix shorter than the margin, and
 * stays the tail of the scrubbed text, so it is always in what is dropped.
 */
export function capScrubbed(
  text: string,
  scrub: (text: string, cut: boolean) => string,
  longestSecret: number,
): string {
  if (text.length <= MAX_LOGGED_CHARS) return capped(scrub(text, false), text.length);
  const margin = longestSecret + SHAPED_CREDENTIAL_CHARS;
  const scrubbed = scrub(text.slice(0, MAX_LOGGED_CHARS + margin), true);
  return capped(scrubbed.slice(0, Math.max(0, scrubbed.length - margin)), text.length, true);
}

/** `text` (already scrubbed) cut to MAX_LOGGED_CHARS, with how long the original was. */
function capped(text: string, originalLength: number, cut = false): string {
  if (!cut && text.length <= MAX_LOGGED_CHARS) return text;
  let end = Math.min(text.length, MAX_LOGGED_CHARS);
  // Not between the two halves of a surrogate pair, which JSON would write as a lone escape.
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}…[cut from ${originalLength} characters]`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
