/**
 * Turning an assistant's answer into texts a phone shows well and carriers bill fairly:
 * markdown stripped, typography folded to GSM-7, long answers split into parts.
 */

/** Twilio rejects bodies over 1,600 characters (error 21617). */
export const MAX_PART_LENGTH = 1600;

const TYPOGRAPHY: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2013\u2014\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/[\u00A0\u2007\u202F]/g, " "],
  [/\u2022/g, "-"],
];

/** One curly quote would switch the whole text to UCS-2 and more than double its cost. */
export function foldTypography(text: string): string {
  return TYPOGRAPHY.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Markdown means nothing on a phone: keep the words, drop the markup. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/```[a-zA-Z0-9]*\n?([\s\S]*?)```/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/!\[([^\]]*)\]\(([^)]+)\)/g, "$1 $2")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, "$1$2")
    .replace(/(^|[^_\w])_(?!\s)([^_\n]+?)_(?!\w)/g, "$1$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/^[ \t]*[*+][ \t]+/gm, "- ")
    .replace(/^[ \t]*>[ \t]?/gm, "")
    .replace(/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function prepareSmsText(text: string): string {
  return foldTypography(stripMarkdown(text));
}

/**
 * Splits at the last sentence end, else the last line break or space, before the limit, so no
 * word is cut unless a single "word" is longer than a whole part.
 */
export function splitIntoParts(text: string, limit = MAX_PART_LENGTH): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const cut = bestCut(rest, limit);
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

function bestCut(text: string, limit: number): number {
  const window = text.slice(0, limit + 1);
  const sentenceEnd = lastMatchEnd(window, /[.!?](["')\]]*)\s/g);
  if (sentenceEnd > limit / 2) return sentenceEnd;
  const lineBreak = window.lastIndexOf("\n");
  if (lineBreak > limit / 2) return lineBreak + 1;
  const space = window.lastIndexOf(" ");
  if (space > 0) return space + 1;
  return limit;
}

function lastMatchEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (const match of text.matchAll(pattern)) end = (match.index ?? 0) + match[0].length;
  return end;
}
