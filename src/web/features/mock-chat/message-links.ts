/** A piece of a message: plain text, or an http(s) address to show as a link. */
export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A scheme not glued to a preceding word, then everything up to whitespace, quotes or angle brackets.
const ADDRESS_CANDIDATE = /(?<![\w@.+-])https?:\/\/[^\s<>"]+/gi;
// Punctuation that ends the sentence around an address far more often than the address itself.
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", "'", "…", "*"]);
const OPENING_BRACKET: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

const count = (text: string, character: string) => text.split(character).length - 1;

/**
 * The address without the sentence punctuation after it. A closing bracket is kept only when the
 * address opened it, as in https://en.wikipedia.org/wiki/Fish_(food).
 */
function trimTrailing(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? "";
    const opening = OPENING_BRACKET[last];
    const unbalanced = opening !== undefined && count(address, last) > count(address, opening);
    if (!TRAILING_PUNCTUATION.has(last) && !unbalanced) return address;
    address = address.slice(0, -1);
  }
}

/** Whether the browser reads `address` as an http or https URL with a host, the only kinds linked. */
function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Splits a message into text and http(s) links, for rendering as React elements (never as HTML).
 * Anything that is not a well-formed web address stays text.
 */
export function splitLinks(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = "";
  let consumed = 0;
  for (const match of message.matchAll(ADDRESS_CANDIDATE)) {
    const address = trimTrailing(match[0]);
    if (!isWebAddress(address)) continue;
    text += message.slice(consumed, match.index);
    if (text) parts.push({ kind: "text", text });
    parts.push({ kind: "link", text: address, href: address });
    text = "";
    consumed = match.index + address.length;
  }
  text += message.slice(consumed);
  if (text) parts.push({ kind: "text", text });
  return parts;
}
