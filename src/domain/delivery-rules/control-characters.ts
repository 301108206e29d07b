/**
 * Texts from phones, carriers and models end up in PostgreSQL, which refuses NUL in text, and on
 * screens and terminals. Tab, line feed and carriage return are text; every other control character
 * goes: the rest of C0, DEL and C1, which no message needs and of which U+009B starts an escape
 * sequence in some terminals. A lone surrogate, half an emoji cut off upstream, cannot be encoded as
 * UTF-8 at all and becomes U+FFFD. One regex finds both kinds (`toWellFormed` would need a second
 * pass, and ES2023 typings lack it).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]|\p{Cs}/u;
const ALL_UNSAFE = new RegExp(UNSAFE.source, "gu");

/** Returns the very same string when there is nothing to clean, the usual case. */
export function cleanText(value: string): string {
  if (!UNSAFE.test(value)) return value;
  return value.replace(ALL_UNSAFE, (char) => (char.charCodeAt(0) < 0xd800 ? "" : "\uFFFD"));
}
