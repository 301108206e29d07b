/** What stands in the log for a secret, a credential or a cookie. */
export const REDACTED = "[REDACTED]";

/** Shorter values would blank ordinary words wherever they occur; no credential here is that short. */
const MIN_SECRET_LENGTH = 6;

const DIGIT = /\p{Nd}/gu;
/**
 * A phone number inside free text: 8 or more digits in a row, optionally after `+` (or `%2B` in a
 * URL), standing alone. Numbers are stored as E.164 (`+12125550100`), which is how they show up in
 * database errors and refusal details; digits inside ids (`SM…`, a UUID's parts) are not alone and
 * are kept.
 */
const PHONE_IN_TEXT = /(?<![\p{L}\p{N}_-])(\+|%2B)?(\p{Nd}{8,})(?![\p{L}\p{N}_-])/giu;
/**
 * `scheme://user:password@host`: database URLs in connection errors, URLs with basic auth. Matched
 * from the `://` on, not from the scheme: a scheme-shaped run before every `://` tried made a long
 * word in front of one cost time in the square of its length.
 */
const URL_CREDENTIALS = /:\/\/[^\s/?#@]+@/g;
/** An Authorization value echoed in a message; a digit or symbol is required so "Basic tier" stays readable. */
const AUTH_SCHEME_VALUE = /\b(Basic|Bearer)\s+(?=[\w.~+/=-]*[\d+/=._~-])[\w.~+/=-]{12,}/g;
/**
 * A session cookie's value (`textpal_session=…`) wherever a cookie is written out. The name is
 * looked at behind each `=`, not matched forwards from every word: that made a long hyphenated
 * word ending in "session" cost time in the square of its length.
 */
const SESSION_VALUE = /(?<=session[\w-]*=)[^;\s"&]+/gi;
/** OpenAI-style API keys (`sk-…`, `sk-or-v1-…`), including keys other than the configured one. */
const API_KEY = /\bsk-[\w-]{16,}/g;

/**
 * Keeps the last 4 digits, so one number can be told from another without being readable:
 * +*******0100. `keep` is 0 for the start of a value cut short, whose last digits are not its own.
 */
export function maskPhone(value: string, keep = 4): string {
  let digitsLeft = value.match(DIGIT)?.length ?? 0;
  return value.replace(DIGIT, (digit) => (digitsLeft-- > keep ? "*" : digit));
}

/** Masks every phone-like run of digits in free text (messages, SQL errors, URLs). */
export function maskPhonesInText(text: string): string {
  return text.replace(PHONE_IN_TEXT, (_match, prefix = "", digits: string) => prefix + maskPhone(digits));
}

/** Message text is replaced by its length: enough to see that something arrived, nothing of what it says. */
export function hideText(text: string): string {
  return `[text hidden: ${text.length} characters]`;
}

/**
 * Replaces known secret values (as written, URL-encoded and JSON-escaped, since providers echo what
 * they were sent in any of these forms) and anything shaped like a credential.
 */
export function secretScrubber(secrets: readonly (string | undefined)[]): (text: string) => string {
  const known = secretForms(secrets);
  return (text) => {
    let scrubbed = text;
    for (const secret of known)
      if (scrubbed.includes(secret)) scrubbed = scrubbed.replaceAll(secret, REDACTED);
    // Each pattern only where its marker is: most lines ("request completed") have none, and every
    // request writes one.
    if (scrubbed.includes("://")) scrubbed = scrubbed.replace(URL_CREDENTIALS, `://${REDACTED}@`);
    if (scrubbed.includes("Basic") || scrubbed.includes("Bearer"))
      scrubbed = scrubbed.replace(AUTH_SCHEME_VALUE, `$1 ${REDACTED}`);
    if (/session/i.test(scrubbed)) scrubbed = scrubbed.replace(SESSION_VALUE, REDACTED);
    if (scrubbed.includes("sk-")) scrubbed = scrubbed.replace(API_KEY, REDACTED);
    return scrubbed;
  };
}

/**
 * Each secret as written, URL-encoded and JSON-escaped, longest first: a secret that contains
 * another is replaced whole.
 */
export function secretForms(secrets: readonly (string | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
