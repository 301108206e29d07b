/**
 * What a person wrote in a text themselves, apart from what they forwarded or quoted: a text may
 * carry someone else's words ("Fwd: stop texting me", a pasted email, `"delete my data" - from
 * +1…`), and those are content to talk about, never a request of theirs (issue 38). Forwarding on a
 * phone leaves the marks below, or nothing at all: a message forwarded bare reads as the person's
 * own, which no rule can tell apart.
 */
export interface OwnWords {
  /** The text less its forwarded and quoted parts. */
  own: string;
  /** What was taken out: a forwarded message (a header or an attribution), quoted text, or nothing. */
  borrowed: "forwarded" | "quoted" | null;
}

/** The person's own words of `text`. */
export function ownWords(text: string): string {
  return readOwnWords(text).own;
}

export function readOwnWords(text: string): OwnWords {
  const lines = text.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  let borrowed: OwnWords["borrowed"] = null;
  // A forwarded part outweighs a quoted one: the reply names the forwarded message.
  const mark = (kind: "forwarded" | "quoted") => {
    borrowed = kind === "forwarded" ? kind : (borrowed ?? kind);
  };
  for (const [index, line] of lines.entries()) {
    const start = forwardStart(lines, index);
    if (start) {
      mark(start);
      break;
    }
    if (ATTRIBUTION_LINE.test(line.trim())) {
      // "- from +1…" under a pasted message: the block above it, up to a blank line, was not theirs.
      while (kept.length > 0 && kept.at(-1)?.trim() !== "") kept.pop();
      mark("forwarded");
    } else if (TRAILING_ATTRIBUTION.test(line)) mark("forwarded");
    else if (/^\s*>/.test(line)) mark("quoted");
    else kept.push(line);
  }
  const mine = kept.join("\n");
  const unquoted = withoutQuotes(mine);
  if (unquoted !== mine) mark("quoted");
  return { own: unquoted.replace(/[ \t]+/g, " ").trim(), borrowed };
}

/** Separator lines that mail apps and phones put above a forwarded message, in English, Spanish and French. */
const SEPARATOR =
  /^(?:-{2,}\s*)?(?:forwarded message|original message|begin forwarded message|mensaje reenviado|mensaje original|inicio del mensaje reenviado|message transf[eé]r[eé]|message d'origine|d[eé]but du message r[eé]exp[eé]di[eé])\s*:?\s*(?:-{2,})?$/i;
/** "Fwd: …", "FW: …", "TR: …" (French), "RV: …" (Spanish), "Forwarded from Mom: …" at a line's start. */
const FORWARD_PREFIX =
  /^(?:fwd?|tr|rv|reenviado|forwarded(?:\s+(?:message|text|sms))?(?:\s+from\b[^:\n]{0,60})?)\s*:/i;
/** "From: Jane Doe <jane@…>" with "Sent:"/"Date:" after it, on the line or the next ones (Outlook, Gmail). */
const MAIL_FROM = /^(?:from|de|von)\s*:\s*\S/i;
const MAIL_FIELD = /^(?:sent|date|to|subject|cc|envoy[eé]|enviado|fecha|para|[aà]|objet|asunto)\s*:/i;
const MAIL_FIELD_INLINE = /\s(?:sent|date|envoy[eé]|enviado|fecha)\s*:/i;
/** "On Mon, 5 Jan 2026, Jane wrote:" and its French and Spanish forms, above a quoted reply. */
const QUOTE_HEADER = /^(?:on\s.+\swrote|le\s.+\sa\s+[eé]crit|el\s.+\sescribi[oó])\s*:\s*$/i;

/**
 * Who sent a pasted message: a phone number, or a name of up to three capitalised words ("Mom",
 * "Jane Doe"). Case counts here, so these patterns spell out the case of their own words.
 */
const SENDER = String.raw`(?:\+?\d[\d\s().-]{5,}\d|\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})`;
const FROM = String.raw`(?:[Ss]ent\s+)?(?:[Ff]rom|FROM|[Dd]e)`;
/** "From Mom: …", "Text from +1 555 123 4567: …", "Message de Marie : …" at a line's start. */
const SENDER_PREFIX = new RegExp(
  String.raw`^(?:(?:[Tt]ext|TEXT|[Mm]essage|MESSAGE|[Mm]sg|SMS|[Mm]ensaje)\s+)?${FROM}\s+${SENDER}\s*:`,
  "u",
);
/** "- from +15551234567" or "~ +1 555 123 4567" on its own line, under a pasted message. */
const ATTRIBUTION_LINE = new RegExp(
  String.raw`^[-–—~]+\s*(?:(?:${FROM}|[Bb]y)\s+${SENDER}|\+?\d[\d\s().-]{5,}\d)$`,
  "u",
);
/** `"stop texting me" - from +15551234567`: the whole line was pasted. */
const TRAILING_ATTRIBUTION = new RegExp(String.raw`^\s*\S.*\s[-–—~]+\s*${FROM}\s+${SENDER}\s*$`, "u");

/** Where the forwarded or quoted rest of the text starts, if it starts at this line. */
function forwardStart(lines: string[], index: number): "forwarded" | "quoted" | null {
  const line = (lines[index] ?? "").trim();
  if (SEPARATOR.test(line) || FORWARD_PREFIX.test(line) || SENDER_PREFIX.test(line)) return "forwarded";
  if (QUOTE_HEADER.test(line)) return "quoted";
  if (!MAIL_FROM.test(line)) return null;
  const next = lines.slice(index + 1, index + 4).map((following) => following.trim());
  return MAIL_FIELD_INLINE.test(line) || next.some((following) => MAIL_FIELD.test(following))
    ? "forwarded"
    : null;
}

/**
 * Quoted passages: in double quotes (straight, curly, «guillemets») or single ones. A double quote
 * left open runs to the end, except one after a digit (6'2").
 */
function withoutQuotes(text: string): string {
  const unquoted = text
    .replace(/[“”„«»]/g, '"')
    .replace(/"[^"]*"/g, " ")
    .replace(/(^|[^\d])"[\s\S]*$/, "$1");
  return withoutSingleQuoted(unquoted);
}

/**
 * Passages in single quotes, in one pass (a pattern that looks ahead for the closing quote takes
 * time in the square of a long text's quotes): a ‘ or a ' after a space opens one, and the next ’
 * or ' after a letter and before none closes it, which leaves "don't" and "it's" alone.
 */
function withoutSingleQuoted(text: string): string {
  let kept = "";
  let from = 0;
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const mark = text[index];
    if (mark !== "'" && mark !== "‘" && mark !== "’") continue;
    const before = text[index - 1] ?? "";
    const after = text[index + 1] ?? "";
    if (open < 0) {
      if (mark === "‘" || (mark === "'" && /^$|[\s([]/.test(before) && /\S/.test(after))) open = index;
    } else if (mark !== "‘" && /\S/.test(before) && !/[\p{L}\p{N}]/u.test(after)) {
      kept += `${text.slice(from, open)} `;
      from = index + 1;
      open = -1;
    }
  }
  return kept + text.slice(from);
}
